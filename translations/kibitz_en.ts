<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>kibitz::model::Analysis</name>
    <message numerus="yes">
        <source>No mate in %n move(s) found.</source>
        <translation>
            <numerusform>No mate in %n move found.</numerusform>
            <numerusform>No mate in %n moves found.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::ui::DatabaseController</name>
    <message numerus="yes">
        <source>%1: %Ln game(s) indexed in %2 ms%3</source>
        <translation>
            <numerusform>%1: %Ln game indexed in %2 ms%3</numerusform>
            <numerusform>%1: %Ln games indexed in %2 ms%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n game(s) with errors; Database &gt; Show Errors lists them.</source>
        <translation>
            <numerusform>%1: %n game with errors; Database &gt; Show Errors lists it.</numerusform>
            <numerusform>%1: %n games with errors; Database &gt; Show Errors lists them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copying %n game(s) to %1…</source>
        <translation>
            <numerusform>Copying %n game to %1…</numerusform>
            <numerusform>Copying %n games to %1…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) cannot be read and were left out:</source>
        <translation>
            <numerusform>%n game cannot be read and was left out:</numerusform>
            <numerusform>%n games cannot be read and were left out:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) copied to %1</source>
        <translation>
            <numerusform>%n game copied to %1</numerusform>
            <numerusform>%n games copied to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n duplicate game(s) marked as deleted; save the database to remove them</source>
        <translation>
            <numerusform>%n duplicate game marked as deleted; save the database to remove it</numerusform>
            <numerusform>%n duplicate games marked as deleted; save the database to remove them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) copied to %1 (kept with Save Database)</source>
        <translation>
            <numerusform>%n game copied to %1 (kept with Save Database)</numerusform>
            <numerusform>%n games copied to %1 (kept with Save Database)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>“%1” names %n player(s). Which one?</source>
        <translation>
            <numerusform>“%1” names %n player. Which one?</numerusform>
            <numerusform>“%1” names %n players. Which one?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::ui::DatabaseView</name>
    <message numerus="yes">
        <source>%Ln game(s) read</source>
        <translation>
            <numerusform>%Ln game read</numerusform>
            <numerusform>%Ln games read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln game(s)</source>
        <translation>
            <numerusform>%1 of %Ln game</numerusform>
            <numerusform>%1 of %Ln games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln game</numerusform>
            <numerusform>%Ln games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::ui::FilterDialog</name>
    <message numerus="yes">
        <source>%1 of %Ln game(s) match</source>
        <translation>
            <numerusform>%1 of %Ln game match</numerusform>
            <numerusform>%1 of %Ln games match</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::ui::GameAnalysis</name>
    <message numerus="yes">
        <source>Analysing %n game(s) with %1…</source>
        <translation>
            <numerusform>Analysing %n game with %1…</numerusform>
            <numerusform>Analysing %n games with %1…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::ui::GameRecovery</name>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Kibitz stopped without saving %n game(s). Restore them?</source>
        <translation>
            <numerusform>Kibitz stopped without saving %n game. Restore it?</numerusform>
            <numerusform>Kibitz stopped without saving %n games. Restore them?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Restored %n unsaved game(s).</source>
        <translation>
            <numerusform>Restored %n unsaved game.</numerusform>
            <numerusform>Restored %n unsaved games.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::ui::ImportDialog</name>
    <message numerus="yes">
        <source>%n new game(s) so far (%1)…</source>
        <translation>
            <numerusform>%n new game so far (%1)…</numerusform>
            <numerusform>%n new games so far (%1)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new game(s) in %1</source>
        <translation>
            <numerusform>%n new game in %1</numerusform>
            <numerusform>%n new games in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already there</source>
        <translation>
            <numerusform>%n already there</numerusform>
            <numerusform>%n already there</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::ui::LiveBroadcast</name>
    <message numerus="yes">
        <source>%1: live, %n games</source>
        <extracomment>Status bar: a broadcast round followed; %1 its name, %n how many games</extracomment>
        <translation>
            <numerusform>%1: live, %n game</numerusform>
            <numerusform>%1: live, %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the round is over, %n games</source>
        <translation>
            <numerusform>%1: the round is over, %n game</numerusform>
            <numerusform>%1: the round is over, %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: no longer followed, %n games</source>
        <translation>
            <numerusform>%1: no longer followed, %n game</numerusform>
            <numerusform>%1: no longer followed, %n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::ui::MainWindow</name>
    <message numerus="yes">
        <source>Saved %1; %n other game(s) Kibitz cannot read were kept as they were.</source>
        <translation>
            <numerusform>Saved %1; %n other game Kibitz cannot read was kept as it was.</numerusform>
            <numerusform>Saved %1; %n other games Kibitz cannot read were kept as they were.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln games)</source>
        <translation>
            <numerusform>%1 (%Ln game)</numerusform>
            <numerusform>%1 (%Ln games)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s) analysed; Database &gt; Save Database keeps them.</source>
        <translation>
            <numerusform>%1 of %n game analysed; Database &gt; Save Database keeps it.</numerusform>
            <numerusform>%1 of %n games analysed; Database &gt; Save Database keeps them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n more problem(s), in the tool tip.)</source>
        <translation>
            <numerusform>(%n more problem, in the tool tip.)</numerusform>
            <numerusform>(%n more problems, in the tool tip.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::ui::NewGameDialog</name>
    <message numerus="yes">
        <source>%Ln node(s)</source>
        <translation>
            <numerusform>%Ln node</numerusform>
            <numerusform>%Ln nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) in %1</source>
        <extracomment>%n moves to make in the time %1 (a period of a classical time control)</extracomment>
        <translation>
            <numerusform>%n move in %1</numerusform>
            <numerusform>%n moves in %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::ui::OpeningTreePane</name>
    <message numerus="yes">
        <source>%Ln game(s) of %1 reach this position</source>
        <translation>
            <numerusform>%Ln game of %1 reaches this position</numerusform>
            <numerusform>%Ln games of %1 reach this position</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the %Ln game(s) in the list of %1 (%2)</source>
        <extracomment>The opening tree&apos;s games, after &quot;12 games reach this position, of&quot;: &quot;the 3,441 games in the list of master.pgn (Games reaching the board&apos;s position)&quot;</extracomment>
        <translation>
            <numerusform>the %Ln game in the list of %1 (%2)</numerusform>
            <numerusform>the %Ln games in the list of %1 (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) reach this position, of %1</source>
        <translation>
            <numerusform>%Ln game reaches this position, of %1</numerusform>
            <numerusform>%Ln games reach this position, of %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PlayerReportDialog</name>
    <message numerus="yes">
        <source>%n game(s) without a result are not counted.</source>
        <translation>
            <numerusform>%n game without a result is not counted.</numerusform>
            <numerusform>%n games without a result are not counted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::ui::ProblemsDialog</name>
    <message numerus="yes">
        <source>The first %n problem(s) Kibitz found in %1.</source>
        <translation>
            <numerusform>The first problem Kibitz found in %1.</numerusform>
            <numerusform>The first %n problems Kibitz found in %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) Kibitz found in %1.</source>
        <translation>
            <numerusform>%n problem Kibitz found in %1.</numerusform>
            <numerusform>%n problems Kibitz found in %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::ui::TablebasePane</name>
    <message numerus="yes">
        <source>Syzygy up to %n pieces</source>
        <translation>
            <numerusform>Syzygy up to %n pieces</numerusform>
            <numerusform>Syzygy up to %n pieces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gaviota up to %n pieces</source>
        <translation>
            <numerusform>Gaviota up to %n pieces</numerusform>
            <numerusform>Gaviota up to %n pieces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not in the tables: %n pieces on the board.</source>
        <translation>
            <numerusform>Not in the tables: %n piece on the board.</numerusform>
            <numerusform>Not in the tables: %n pieces on the board.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mate in %n</source>
        <translation>
            <numerusform>mate in %n</numerusform>
            <numerusform>mate in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mated in %n</source>
        <translation>
            <numerusform>mated in %n</numerusform>
            <numerusform>mated in %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::ui::UnsavedGamesDialog</name>
    <message numerus="yes">
        <source>%n game(s) have changes that are not saved. Save the checked ones before quitting?</source>
        <translation>
            <numerusform>%n game has changes that are not saved. Save it before quitting?</numerusform>
            <numerusform>%n games have changes that are not saved. Save the checked ones before quitting?</numerusform>
        </translation>
    </message>
</context>
</TS>
