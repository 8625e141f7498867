<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>kibitz::annotate::Annotator</name>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine is gone.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::engine::EngineProcess</name>
    <message>
        <source>restarted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[line longer than %1 bytes cut]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[not a UCI engine: starting it again as an XBoard engine]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[exited after &apos;uci&apos; (exit code %1)]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>before finishing the XBoard handshake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>before finishing the handshake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>before finishing the UCI handshake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>while searching</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>while idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crashed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exited %1 (exit code %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be started: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>did not answer &apos;uci&apos; with &apos;uciok&apos; within %1 ms (is it a UCI engine?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>did not finish its feature negotiation (&apos;feature done=1&apos;) within %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>did not answer &apos;uci&apos; (UCI) nor &apos;xboard&apos; and &apos;protover 2&apos; (XBoard) within %1 ms; is it a chess engine?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>did not answer &apos;xboard&apos; and &apos;protover 2&apos; within %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>did not answer &apos;ping %1&apos; within %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>did not answer &apos;isready&apos; within %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>did not stop within %1 ms of &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[feature rejected: %1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played &apos;%1&apos;, which is not a legal move in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused the move &apos;%1&apos; (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot search this position: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[option &apos;%1&apos; not sent: this XBoard engine has no such setting]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::model::Analysis</name>
    <message>
        <source>[Kibitz: saved options the engine does not declare, not sent: %1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No legal moves in this position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mate found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>No mate in %n move(s) found.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::model::AutosaveStore</name>
    <message>
        <source>Cannot create the autosave folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot lock the autosave session %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave is off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not JSON (%1 at byte %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field &quot;format&quot; is not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field &quot;version&quot; is not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field &quot;pgn&quot; is missing or not text</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::model::DatabaseModel</name>
    <message>
        <source>Opening was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(end)</source>
        <comment>the game ends in the searched position</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted: the game leaves the file when the database is saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edited: the change is written when the database is saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A chess variant Kibitz cannot play yet: kept as it is in the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game has errors: its moves are searched up to the first one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elo</source>
        <comment>White&apos;s rating</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elo</source>
        <comment>Black&apos;s rating</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ECO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next move</source>
        <comment>the move played from the searched position</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games reaching the board&apos;s position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games reaching %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games reaching the board&apos;s pawn structure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database is not open yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database is still being read.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::model::GameCommand</name>
    <message>
        <source>Move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insert line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demote variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make main line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotate %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::model::GameDocument</name>
    <message>
        <source>%1 – %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw arrow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit game headers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file holds no game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file has no game number %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to paste.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad FEN: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text is neither PGN nor FEN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a PGN game: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game has no file yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::play::GameSession</name>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kibitz game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) is not running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sent no move in a position with legal moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 played an illegal move: %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 mates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stalemate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neither side can checkmate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fivefold repetition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seventy-five moves without a capture or a pawn move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threefold repetition, claimed for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fifty-move rule, claimed for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s flag fell, but %2 cannot checkmate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 overstepped the time per move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s flag fell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 resigns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw agreed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threefold repetition, claimed by %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fifty-move rule, claimed by %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No draw can be claimed: the position has not stood three times and there have not been fifty moves without a capture or a pawn move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 makes no claim: the position after it would not stand a third time, and it does not complete fifty moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threefold repetition, claimed by %1 with %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fifty-move rule, claimed by %1 with %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 resigns (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, claimed by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 claimed %2 (%3) falsely.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::AnalysisLinesModel</name>
    <message>
        <source>Win %1‰, draw %2‰, loss %3‰ (engine&apos;s side to move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W/D/L %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From White&apos;s point of view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the side to move&apos;s point of view</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::BoardExport</name>
    <message>
        <source>Cannot draw the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::BoardTheme</name>
    <message>
        <source>Wood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coral</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::BoardView</name>
    <message>
        <source>picked up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chess board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white rook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black rook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white bishop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black bishop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white pawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black pawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last move %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::BookMoveModel</name>
    <message>
        <source>%1 (%2): click or press Enter to play it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::BookPane</name>
    <message>
        <source>GNU Chess book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opening book to show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a Polyglot book (.bin) to the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this book from the list (the file stays)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No opening book found. Add one with “Add…”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the book: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Opening Book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Polyglot books (*.bin);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking up…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No book moves for this position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Book moves: %1. Click one, or press Enter, to play it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::ClockWidget</name>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::DatabaseController</name>
    <message>
        <source>Databases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening Tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 games indexed in %3 ms%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (index reused)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n game(s) with errors; Database &gt; Show Errors lists them.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Open Database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1 cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1 has errors: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

Save the whole file as UTF-8 instead? Other programs that read the file as Latin-1 would then show its accented letters wrongly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database %1 has changes that are not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close Database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is added to %1; save the database to write it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Database…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PGN files (*.pgn *.pgn.gz *.PGN);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Filter Games…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search Board &amp;Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search Pawn S&amp;tructure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Game in List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;revious Game in List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Errors…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add Game to Database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete Selected Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undelete Selected Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save Database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Alt+S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close Data&amp;base</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::DatabaseView</name>
    <message>
        <source>Search players, events, sites, openings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter the games by their headers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games reaching the board&apos;s position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pawns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games reaching the board&apos;s pawn structure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Material, e.g. KRPvKR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the search and the filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading… %p%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop reading the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 games read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (not saved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Material %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undelete</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::Diagram</name>
    <message>
        <source>Cannot read the piece file %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The piece file %1 is not an SVG document.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The piece file %1 has no closing &lt;/svg&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EngineConsole</name>
    <message>
        <source>Command to the engine, e.g. “d” or “eval”; Enter sends it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent to the engine as typed. Kibitz does not follow what it changes, so a command that starts or stops a search can confuse the engine pane.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… (%1 characters)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EngineEntryDialog</name>
    <message>
        <source>Add Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto-detect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UCI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XBoard (CECP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The executable&apos;s folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the engine&apos;s executable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the folder the engine runs in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Executable:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Arguments:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Working folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Protocol:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is already an engine called %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the engine&apos;s executable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a program on PATH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an executable program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The working folder %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EngineList</name>
    <message>
        <source>%1 could not be read, so it is left as it is; correct or remove it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No engine is called %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EngineOptionsDialog</name>
    <message>
        <source>Options of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sends “%1” to the engine now, when it is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – Choose a File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – Choose a Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default: %1 (from %2 to %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default: empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 declares no options that can be set here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options in bold differ from the engine&apos;s defaults; they are applied whenever the engine starts.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EnginePanel</name>
    <message>
        <source>The engine that analyses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lines: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many best moves the engine shows (MultiPV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⋯</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine options, engines, how scores are shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine &amp;Options…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Manage Engines…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mate &amp;Search…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores From &amp;White&apos;s View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Otherwise from the side to move&apos;s view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a line to play its first move; Ctrl+double-click or the context menu adds the whole line as a variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shows one line only: it has no MultiPV option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No engine configured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mate Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look for a mate in at most this many moves (0: analyse without a limit):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[Kibitz: not sent, %1 is not running: %2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kN/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hash %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tb hits %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add Line as Variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting %1 to read its options…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The options are used but not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EnginesDialog</name>
    <message>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set as &amp;Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>built in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>found on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UCI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XBoard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>protocol detected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engines Kibitz finds by itself cannot be removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the engine list: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EvalGraph</name>
    <message>
        <source>White&apos;s winning chances by move, from the game&apos;s evaluations; click to go to a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No moves yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No evaluations in this game: they come from [%eval] comments, as engines and lichess write them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::FilterDialog</name>
    <message>
        <source>Filter Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with either colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YYYY.MM.DD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1-0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>½-½</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0-1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only games with errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only games without errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Elo of both:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EC&amp;O:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;vent:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;lies:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;rrors:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 games match</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::GameAnalysis</name>
    <message>
        <source>Analyse Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game has no moves yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No engine is known: add one to the engine list, or install one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds per move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysing the game with %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::GameHtml</name>
    <message>
        <source>Diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::GamePrint</name>
    <message>
        <source>Print Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTML page (*.html)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::GameRecovery</name>
    <message>
        <source>Autosave failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover Unsaved Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some autosaved games could not be read and were left where they are:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kibitz stopped without saving a game. Restore it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kibitz stopped without saving %1 games. Restore them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored an unsaved game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored %1 unsaved games.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::HeaderDialog</name>
    <message>
        <source>“%1” is not of the form YYYY.MM.DD (with ?? for unknown parts, as in 1972.??.??)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” has no month %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” has no day %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a day of the calendar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a round number (such as 3, or 3.1 for board 1 of round 3; ? when unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a result (1-0, 0-1, 1/2-1/2 or *)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a rating (a whole number, or empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not an ECO code (a letter A–E and two digits, as in C42)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a time control: “%2” should be seconds (300), seconds with increment (300+5), moves in seconds (40/7200), sandclock (*180), ? or -</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tag needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a tag name (letters, digits and _ only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tag value cannot hold a line break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game Headers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YYYY.MM.DD, ?? for unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;ound:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1-0 (White wins)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0-1 (Black wins)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1/2-1/2 (draw)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>* (unfinished or unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Res&amp;ult:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;CO:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none, or 300+5, 40/7200</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White &amp;rating:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black r&amp;ating:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tag in row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 has its own field above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 describes the start position; set it up with Edit &gt; Set Up Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is there twice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::MainWindow</name>
    <message>
        <source>PGN files (*.pgn *.PGN *.pgn.gz);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine Console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[Kibitz: the engine list cannot be read: %1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine list cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tablebase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No analysis during a game against the engine (Game &gt; Training Mode allows it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open PGN…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Game from &amp;Position…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Board…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy PGN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;Variation as PGN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Alt+C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste FEN or PGN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Board as &amp;Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set &amp;Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White wins (1-0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black wins (0-1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw (½-½)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown or unfinished (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game &amp;Headers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Up P&amp;osition…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;igurine Notation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Focus &amp;Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board has the keys: arrows move, Space or Enter picks up and drops, Escape gives them back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine &amp;Options…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Manage Engines…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To &amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To &amp;End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous Variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next &amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous G&amp;ame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>G&amp;ame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyse &amp;Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Kibitz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkmate. Black wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkmate. White wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stalemate. Draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw: neither side can checkmate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw by fivefold repetition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw by the 75-move rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, in check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>. A draw by threefold repetition can be claimed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>. A draw by the fifty-move rule can be claimed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Material: even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Material: White +%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Material: Black +%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] – Kibitz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game “%1” has changes that are not saved. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open PGN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

Save the whole file as UTF-8 instead? Programs that read it as Latin-1 would then show its accented letters wrongly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Saved %1; %n other game(s) Kibitz cannot read were kept as they were.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Game As</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln games)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Kibitz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;A desktop chess workbench: play against engines, edit and annotate games, explore openings and endgames.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::MoveTreeView</name>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No moves yet. Play a move on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit game comment…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game headers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demote variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make main line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy variation as PGN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comment after move…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comment before move…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brilliant move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dubious move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unclear position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White is slightly better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black is slightly better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White is better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black is better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White is winning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black is winning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Novelty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear annotations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comment on the game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comment before %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comment after %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comment</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::NewGameDialog</name>
    <message>
        <source>Bullet 1 min + 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blitz 3 min + 2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blitz 5 min + 3 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rapid 10 min + 5 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rapid 15 min + 10 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classical 30 min + 20 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classical 40 moves in 90 min, then 30 min, + 30 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 s per move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 s per move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth 8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>100,000 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from the position on the &amp;board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Game Against Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You &amp;play:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine plays at about this rating, if it can limit its strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine &amp;strength (Elo):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base+increment in seconds or with units (300+2, 5m+3s, 0:30+0.5), periods (40/5400+30:1800+30), or movetime=S, depth=N, nodes=N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As te&amp;xt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chess960, at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chess960, number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chess960 start positions are numbered 0-959; 518 is the standard one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>St&amp;art:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;raining mode: keep the book, engine and tablebase panes in view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without it those panes are covered until the game ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No engine is known: add one to the engine list, or install one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine plays from a book (choose one in the Book pane)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine plays from the b&amp;ook: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engines play from the b&amp;ook: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a time control: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::OpeningLabel</name>
    <message>
        <source>the start position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reached at %1; the named line is %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::OpeningTreePane</name>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White / Draw / Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elo</source>
        <comment>average rating of the players who made the move</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Perf.</source>
        <comment>performance rating</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last</source>
        <comment>last year the move was played</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database is being read…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a database (a PGN file of games) to see the moves played here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game of %1 reaches this position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 games of %2 reach this position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(end)</source>
        <comment>games that end here</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White wins %1, draws %2, Black wins %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PaneCover</name>
    <message>
        <source>Hidden while you play against the engine.
Game &gt; Training Mode shows it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PieceSet</name>
    <message>
        <source>white pawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white bishop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white rook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black pawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black bishop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black rook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The piece folder %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The piece folder %1 holds no SVG files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The piece folder %1 has no chess piece SVGs: expected files named like wK.svg, WhiteKing.svg or king-white.svg.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The piece folder %1 lacks the %2 (its files are named like %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The piece file %1 (%2) is not a readable SVG.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PlayController</name>
    <message>
        <source>Clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game was replaced in the window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game&apos;s tab was closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Game Against &amp;Engine…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine &amp;Match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer &amp;Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Claim Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Backspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stop Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;raining Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the book, engine and tablebase panes while playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 declines the draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 offers a draw (Game &gt; Offer Draw accepts it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot limit its strength: it plays at full strength.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept &amp;Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The draw can be claimed with the move that creates it. Play and claim with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PreferencesDialog</name>
    <message>
        <source>&amp;Light squares…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dark squares…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Large pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pieces:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kibitz (built in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XBoard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder of SVG Pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light Squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark Squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L&amp;anguage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new language is used from the next start of Kibitz.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System default</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::ProblemsDialog</name>
    <message>
        <source>Errors in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line:Column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a row, or press Enter, to open its game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kibitz reads every game of %1 without an error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The first %n problem(s) Kibitz found in %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) Kibitz found in %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Games with errors are read up to their first error; saving keeps them as they are.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::SetupBoard</name>
    <message>
        <source>Position editor board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::SetupDialog</name>
    <message>
        <source>White&apos;s king-side castling (O-O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White&apos;s queen-side castling (O-O-O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black&apos;s king-side castling (O-O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black&apos;s queen-side castling (O-O-O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White has no king.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black has no king.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White has %1 kings; a side has exactly one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black has %1 kings; a side has exactly one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White has %1 pieces; at most 16 are possible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black has %1 pieces; at most 16 are possible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White has %1 pawns; at most 8 are possible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black has %1 pawns; at most 8 are possible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pawn cannot stand on the first or last rank: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A castling rook must stand on the first or last rank, not on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs a rook on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs the king on its first rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The en passant square %1 does not follow a double step of a black pawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The en passant square %1 does not follow a double step of a white pawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black is in check, but it is White to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White is in check, but it is Black to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White is in check in a way no legal move can give.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black is in check in a way no legal move can give.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B&amp;lack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Transform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mirror (Colours Swapped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip &amp;Vertically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip &amp;Horizontally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip on the a1-h8 &amp;Diagonal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip on the h1-a8 Diagonal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift &amp;Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift &amp;Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift &amp;Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift &amp;Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chess960 Start by &amp;Number…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chess960 Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start position number (0-959; 518 is the standard one):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Random Chess960 Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Castling rights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O-O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O-O-O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plies since the last capture or pawn move (the fifty-move rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FE&amp;N:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bishop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear squares (a right-click clears one with any tool)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to place, drag to move, right-click to clear.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FEN: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A legal position, White to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A legal position, Black to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (Chess960 castling)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, in check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot do that: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::TablebaseMoveModel</name>
    <message>
        <source>%1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, checkmate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, resets the 50-move count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DTZ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DTM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Syzygy: plies to the next capture or pawn move with best play, this move counted (negative: the opponent&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gaviota: moves to mate (#-n: mated in n)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kibitz::ui::TablebasePane</name>
    <message>
        <source>Win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cursed win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blessed loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the tablebase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer each of your moves with the tables&apos; best move for the other side, while the position is in the tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;Syzygy Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Syzygy Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;Gaviota Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Gaviota Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Forget Added Folders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for tables…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Syzygy up to %n pieces</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>no Syzygy tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Gaviota up to %n pieces</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>no Gaviota tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Syzygy folders:
%1
Gaviota folders:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Problems:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in the tables: positions with castling rights never are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Not in the tables: %n pieces on the board.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Not in the tables found: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A table cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cursed win for %1: the 50-move rule draws it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blessed loss for %1: the 50-move rule saves it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DTZ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>mate in %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mated in %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Kibitz, a chess workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PGN files to open, each in a tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game from the position FEN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open game number N of the file (from 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Kibitz in LANGUAGE (en, de, fr, es; pseudo shows texts left untranslated).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
