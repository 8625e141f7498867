<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Utf8Question</name>
    <message>
        <source>Save this game to a new file and leave %1 as it is, or convert the whole file to UTF-8? Programs that read it as Latin-1 would then show its accented letters wrongly.</source>
        <translation>Diese Partie in eine neue Datei speichern und %1 lassen, wie sie ist, oder die ganze Datei in UTF-8 umwandeln? Programme, die sie als Latin-1 lesen, würden dann ihre Umlaute und Akzente falsch anzeigen.</translation>
    </message>
    <message>
        <source>Convert the whole file %1 to UTF-8? Programs that read it as Latin-1 would then show its accented letters wrongly. Cancel leaves the file as it is.</source>
        <translation>Die ganze Datei %1 in UTF-8 umwandeln? Programme, die sie als Latin-1 lesen, würden dann ihre Umlaute und Akzente falsch anzeigen. Abbrechen lässt die Datei, wie sie ist.</translation>
    </message>
    <message>
        <source>Save Game As…</source>
        <translation>Partie speichern unter…</translation>
    </message>
    <message>
        <source>Convert File to UTF-8</source>
        <translation>Datei in UTF-8 umwandeln</translation>
    </message>
</context>
<context>
    <name>kibitz::annotate::Annotator</name>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>The engine is gone.</source>
        <translation>Die Engine läuft nicht mehr.</translation>
    </message>
</context>
<context>
    <name>kibitz::chess::Status</name>
    <message>
        <source>King on the hill. White wins.</source>
        <translation>König auf dem Hügel. Weiß gewinnt.</translation>
    </message>
    <message>
        <source>King on the hill. Black wins.</source>
        <translation>König auf dem Hügel. Schwarz gewinnt.</translation>
    </message>
    <message>
        <source>king on the hill</source>
        <translation>König auf dem Hügel</translation>
    </message>
    <message>
        <source>Third check. White wins.</source>
        <translation>Drittes Schach. Weiß gewinnt.</translation>
    </message>
    <message>
        <source>Third check. Black wins.</source>
        <translation>Drittes Schach. Schwarz gewinnt.</translation>
    </message>
    <message>
        <source>third check</source>
        <translation>drittes Schach</translation>
    </message>
    <message>
        <source>King exploded. White wins.</source>
        <translation>König explodiert. Weiß gewinnt.</translation>
    </message>
    <message>
        <source>King exploded. Black wins.</source>
        <translation>König explodiert. Schwarz gewinnt.</translation>
    </message>
    <message>
        <source>king exploded</source>
        <translation>König explodiert</translation>
    </message>
    <message>
        <source>No move left. White wins.</source>
        <translation>Kein Zug mehr. Weiß gewinnt.</translation>
    </message>
    <message>
        <source>No move left. Black wins.</source>
        <translation>Kein Zug mehr. Schwarz gewinnt.</translation>
    </message>
    <message>
        <source>No move left, as many men. Draw.</source>
        <translation>Kein Zug mehr, gleich viele Steine. Remis.</translation>
    </message>
    <message>
        <source>no move left</source>
        <translation>kein Zug mehr</translation>
    </message>
    <message>
        <source>All men captured. White wins.</source>
        <translation>Alle Steine geschlagen. Weiß gewinnt.</translation>
    </message>
    <message>
        <source>All men captured. Black wins.</source>
        <translation>Alle Steine geschlagen. Schwarz gewinnt.</translation>
    </message>
    <message>
        <source>all men captured</source>
        <translation>alle Steine geschlagen</translation>
    </message>
    <message>
        <source>King home. White wins.</source>
        <translation>König am Ziel. Weiß gewinnt.</translation>
    </message>
    <message>
        <source>King home. Black wins.</source>
        <translation>König am Ziel. Schwarz gewinnt.</translation>
    </message>
    <message>
        <source>Both kings home. Draw.</source>
        <translation>Beide Könige am Ziel. Remis.</translation>
    </message>
    <message>
        <source>king home</source>
        <translation>König am Ziel</translation>
    </message>
    <message>
        <source>Checkmate. White wins.</source>
        <translation>Schachmatt. Weiß gewinnt.</translation>
    </message>
    <message>
        <source>Checkmate. Black wins.</source>
        <translation>Schachmatt. Schwarz gewinnt.</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>Schachmatt</translation>
    </message>
    <message>
        <source>Stalemate. Draw.</source>
        <translation>Patt. Remis.</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>Patt</translation>
    </message>
    <message>
        <source>Neither side can checkmate. Draw.</source>
        <translation>Keine Seite kann mattsetzen. Remis.</translation>
    </message>
    <message>
        <source>insufficient material</source>
        <translation>ungenügendes Material</translation>
    </message>
    <message>
        <source>Fivefold repetition. Draw.</source>
        <translation>Fünffache Stellungswiederholung. Remis.</translation>
    </message>
    <message>
        <source>fivefold repetition</source>
        <translation>fünffache Stellungswiederholung</translation>
    </message>
    <message>
        <source>Seventy-five moves without a capture or a pawn move. Draw.</source>
        <translation>Fünfundsiebzig Züge ohne Schlagen oder Bauernzug. Remis.</translation>
    </message>
    <message>
        <source>seventy-five moves</source>
        <translation>fünfundsiebzig Züge</translation>
    </message>
    <message>
        <source>White wins by the variant&apos;s rule.</source>
        <translation>Weiß gewinnt nach der Regel der Variante.</translation>
    </message>
    <message>
        <source>Black wins by the variant&apos;s rule.</source>
        <translation>Schwarz gewinnt nach der Regel der Variante.</translation>
    </message>
    <message>
        <source>Draw by the variant&apos;s rule.</source>
        <translation>Remis nach der Regel der Variante.</translation>
    </message>
    <message>
        <source>variant rule</source>
        <translation>Regel der Variante</translation>
    </message>
</context>
<context>
    <name>kibitz::engine::EngineProcess</name>
    <message>
        <source>restarted</source>
        <translation>neu gestartet</translation>
    </message>
    <message>
        <source>[line longer than %1 bytes cut]</source>
        <translation>[Zeile länger als %1 Bytes gekürzt]</translation>
    </message>
    <message>
        <source>[not a UCI engine: starting it again as an XBoard engine]</source>
        <translation>[keine UCI-Engine: wird als XBoard-Engine neu gestartet]</translation>
    </message>
    <message>
        <source>[exited after &apos;uci&apos; (exit code %1)]</source>
        <translation>[nach &apos;uci&apos; beendet (Exit-Code %1)]</translation>
    </message>
    <message>
        <source>before finishing the XBoard handshake</source>
        <translation>vor Abschluss des XBoard-Handshakes</translation>
    </message>
    <message>
        <source>before finishing the handshake</source>
        <translation>vor Abschluss des Handshakes</translation>
    </message>
    <message>
        <source>before finishing the UCI handshake</source>
        <translation>vor Abschluss des UCI-Handshakes</translation>
    </message>
    <message>
        <source>while searching</source>
        <translation>während der Suche</translation>
    </message>
    <message>
        <source>while idle</source>
        <translation>im Leerlauf</translation>
    </message>
    <message>
        <source>crashed %1</source>
        <translation>ist %1 abgestürzt</translation>
    </message>
    <message>
        <source>exited %1 (exit code %2)</source>
        <translation>wurde %1 beendet (Exit-Code %2)</translation>
    </message>
    <message>
        <source>cannot be started: %1</source>
        <translation>kann nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>did not answer &apos;uci&apos; with &apos;uciok&apos; within %1 ms (is it a UCI engine?)</source>
        <translation>hat &apos;uci&apos; nicht binnen %1 ms mit &apos;uciok&apos; beantwortet (ist es eine UCI-Engine?)</translation>
    </message>
    <message>
        <source>did not finish its feature negotiation (&apos;feature done=1&apos;) within %1 ms</source>
        <translation>hat die Feature-Aushandlung (&apos;feature done=1&apos;) nicht binnen %1 ms abgeschlossen</translation>
    </message>
    <message>
        <source>did not answer &apos;uci&apos; (UCI) nor &apos;xboard&apos; and &apos;protover 2&apos; (XBoard) within %1 ms; is it a chess engine?</source>
        <translation>hat binnen %1 ms weder auf &apos;uci&apos; (UCI) noch auf &apos;xboard&apos; und &apos;protover 2&apos; (XBoard) geantwortet; ist es eine Schach-Engine?</translation>
    </message>
    <message>
        <source>did not answer &apos;xboard&apos; and &apos;protover 2&apos; within %1 ms</source>
        <translation>hat binnen %1 ms nicht auf &apos;xboard&apos; und &apos;protover 2&apos; geantwortet</translation>
    </message>
    <message>
        <source>did not answer &apos;ping %1&apos; within %2 ms</source>
        <translation>hat binnen %2 ms nicht auf &apos;ping %1&apos; geantwortet</translation>
    </message>
    <message>
        <source>did not answer &apos;isready&apos; within %1 ms</source>
        <translation>hat binnen %1 ms nicht auf &apos;isready&apos; geantwortet</translation>
    </message>
    <message>
        <source>did not stop within %1 ms of &apos;%2&apos;</source>
        <translation>hat binnen %1 ms nach &apos;%2&apos; nicht angehalten</translation>
    </message>
    <message>
        <source>[feature rejected: %1]</source>
        <translation>[Feature abgelehnt: %1]</translation>
    </message>
    <message>
        <source>played &apos;%1&apos;, which is not a legal move in %2</source>
        <translation>hat &apos;%1&apos; gespielt, was in %2 kein legaler Zug ist</translation>
    </message>
    <message>
        <source>refused the move &apos;%1&apos; (%2)</source>
        <translation>hat den Zug &apos;%1&apos; abgelehnt (%2)</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>illegaler Zug</translation>
    </message>
    <message>
        <source>cannot search this position: %1</source>
        <translation>kann diese Stellung nicht durchsuchen: %1</translation>
    </message>
    <message>
        <source>[option &apos;%1&apos; not sent: this XBoard engine has no such setting]</source>
        <translation>[Option &apos;%1&apos; nicht gesendet: diese XBoard-Engine hat keine solche Einstellung]</translation>
    </message>
</context>
<context>
    <name>kibitz::engine::JobPool</name>
    <message>
        <source>%1 does not play %2</source>
        <translation>%1 spielt kein %2</translation>
    </message>
</context>
<context>
    <name>kibitz::model::Analysis</name>
    <message>
        <source>[Kibitz: saved options the engine does not declare, not sent: %1]</source>
        <translation>[Kibitz: gespeicherte Optionen, die die Engine nicht kennt, nicht gesendet: %1]</translation>
    </message>
    <message>
        <source>No legal moves in this position.</source>
        <translation>In dieser Stellung gibt es keinen legalen Zug.</translation>
    </message>
    <message>
        <source>Mate found.</source>
        <extracomment>Mate search result: the engine found a forced checkmate</extracomment>
        <translation>Matt gefunden.</translation>
    </message>
    <message numerus="yes">
        <source>No mate in %n move(s) found.</source>
        <translation>
            <numerusform>Kein Matt in %n Zug gefunden.</numerusform>
            <numerusform>Kein Matt in %n Zügen gefunden.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 does not play %2.</source>
        <translation>%1 spielt kein %2.</translation>
    </message>
    <message>
        <source>The engine</source>
        <translation>Die Engine</translation>
    </message>
</context>
<context>
    <name>kibitz::model::AutosaveStore</name>
    <message>
        <source>Cannot create the autosave folder %1.</source>
        <translation>Der Ordner für automatische Sicherungen %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Cannot lock the autosave session %1.</source>
        <translation>Die Sitzung der automatischen Sicherung %1 kann nicht gesperrt werden.</translation>
    </message>
    <message>
        <source>Autosave is off.</source>
        <translation>Die automatische Sicherung ist aus.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not JSON (%1 at byte %2)</source>
        <translation>kein JSON (%1 bei Byte %2)</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>field &quot;format&quot; is not &quot;%1&quot;</source>
        <translation>Feld „format“ ist nicht „%1“</translation>
    </message>
    <message>
        <source>field &quot;version&quot; is not %1</source>
        <translation>Feld „version“ ist nicht %1</translation>
    </message>
    <message>
        <source>field &quot;pgn&quot; is missing or not text</source>
        <translation>Feld „pgn“ fehlt oder ist kein Text</translation>
    </message>
    <message>
        <source>field &quot;play&quot; is not an object</source>
        <translation>Feld &quot;play&quot; ist kein Objekt</translation>
    </message>
</context>
<context>
    <name>kibitz::model::DatabaseModel</name>
    <message>
        <source>Opening was cancelled.</source>
        <translation>Das Öffnen wurde abgebrochen.</translation>
    </message>
    <message>
        <source>(end)</source>
        <comment>the game ends in the searched position</comment>
        <translation>(Ende)</translation>
    </message>
    <message>
        <source>Deleted: the game leaves the file when the database is saved.</source>
        <translation>Gelöscht: die Partie verschwindet aus der Datei, wenn die Datenbank gespeichert wird.</translation>
    </message>
    <message>
        <source>Edited: the change is written when the database is saved.</source>
        <translation>Bearbeitet: die Änderung wird beim Speichern der Datenbank geschrieben.</translation>
    </message>
    <message>
        <source>A chess variant Kibitz cannot play yet: kept as it is in the file.</source>
        <translation>Eine Schachvariante, die Kibitz noch nicht spielen kann: bleibt, wie sie in der Datei steht.</translation>
    </message>
    <message>
        <source>The game has errors: its moves are searched up to the first one.</source>
        <translation>Die Partie enthält Fehler: ihre Züge werden bis zum ersten Fehler durchsucht.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Elo</source>
        <comment>White&apos;s rating</comment>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Elo</source>
        <comment>Black&apos;s rating</comment>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>Column: the game&apos;s result (1-0, 0-1, ½-½)</extracomment>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Eröffnung</translation>
    </message>
    <message>
        <source>Plies</source>
        <extracomment>Column: the game&apos;s length in half-moves (plies)</extracomment>
        <translation>Halbzüge</translation>
    </message>
    <message>
        <source>Next move</source>
        <comment>the move played from the searched position</comment>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <source>Games reaching the board&apos;s position</source>
        <translation>Partien mit der Stellung auf dem Brett</translation>
    </message>
    <message>
        <source>Games reaching %1</source>
        <translation>Partien mit %1</translation>
    </message>
    <message>
        <source>Games reaching the board&apos;s pawn structure</source>
        <translation>Partien mit der Bauernstruktur auf dem Brett</translation>
    </message>
    <message>
        <source>The database is not open yet.</source>
        <translation>Die Datenbank ist noch nicht geöffnet.</translation>
    </message>
    <message>
        <source>The database is still being read.</source>
        <translation>Die Datenbank wird noch gelesen.</translation>
    </message>
    <message>
        <source>A chess variant&apos;s game: position searches are standard chess only.</source>
        <translation>Eine Partie einer Schachvariante: Stellungssuchen gibt es nur für normales Schach.</translation>
    </message>
    <message>
        <source>%1 is a SCID base, read-only in Kibitz: copy its games to a PGN database (Database &gt; Copy Games to PGN Database) to edit them.</source>
        <translation>%1 ist eine SCID-Datenbank, in Kibitz schreibgeschützt: ihre Partien in eine PGN-Datenbank kopieren (Datenbank &gt; Partien in PGN-Datenbank kopieren), um sie zu bearbeiten.</translation>
    </message>
    <message>
        <source>A player&apos;s name must be one line of text.</source>
        <translation>Der Name eines Spielers muss eine einzelne Textzeile sein.</translation>
    </message>
    <message>
        <source>No player is spelled that way.</source>
        <translation>Kein Spieler wird so geschrieben.</translation>
    </message>
    <message>
        <source>Game %1 cannot be read yet (%2).</source>
        <translation>Partie %1 kann noch nicht gelesen werden (%2).</translation>
    </message>
    <message>
        <source>The database has no game %1.</source>
        <translation>Die Datenbank hat keine Partie %1.</translation>
    </message>
</context>
<context>
    <name>kibitz::model::GameCommand</name>
    <message>
        <source>Move %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Insert line %1</source>
        <translation>Variante %1 einfügen</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Variante nach oben</translation>
    </message>
    <message>
        <source>Demote variation</source>
        <translation>Variante nach unten</translation>
    </message>
    <message>
        <source>Make main line</source>
        <translation>Zur Hauptvariante machen</translation>
    </message>
    <message>
        <source>Annotate %1</source>
        <translation>%1 kommentieren</translation>
    </message>
</context>
<context>
    <name>kibitz::model::GameDocument</name>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>Variante löschen</translation>
    </message>
    <message>
        <source>Delete from %1</source>
        <translation>Ab %1 löschen</translation>
    </message>
    <message>
        <source>Edit comment</source>
        <translation>Kommentar bearbeiten</translation>
    </message>
    <message>
        <source>Draw arrow</source>
        <translation>Pfeil zeichnen</translation>
    </message>
    <message>
        <source>Mark square</source>
        <translation>Feld markieren</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>%1 setzen</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <source>Edit game headers</source>
        <translation>Partiedaten bearbeiten</translation>
    </message>
    <message>
        <source>The file holds no game.</source>
        <translation>Die Datei enthält keine Partie.</translation>
    </message>
    <message>
        <source>The file has no game number %1.</source>
        <translation>Die Datei hat keine Partie Nummer %1.</translation>
    </message>
    <message>
        <source>There is nothing to paste.</source>
        <translation>Es gibt nichts einzufügen.</translation>
    </message>
    <message>
        <source>Bad FEN: %1</source>
        <translation>Fehlerhafte FEN: %1</translation>
    </message>
    <message>
        <source>The text is neither PGN nor FEN.</source>
        <translation>Der Text ist weder PGN noch FEN.</translation>
    </message>
    <message>
        <source>Not a PGN game: %1</source>
        <translation>Keine PGN-Partie: %1</translation>
    </message>
    <message>
        <source>The game has no file yet.</source>
        <translation>Die Partie hat noch keine Datei.</translation>
    </message>
    <message>
        <source>%1, %2 %3</source>
        <extracomment>A game&apos;s title: the players, then the date and hour it began</extracomment>
        <translation>%1, %2 %3</translation>
    </message>
    <message>
        <source>New main line %1</source>
        <translation>Neue Hauptvariante %1</translation>
    </message>
    <message>
        <source>Overwrite with %1</source>
        <translation>Mit %1 überschreiben</translation>
    </message>
    <message>
        <source>Insert %1</source>
        <translation>%1 einfügen</translation>
    </message>
</context>
<context>
    <name>kibitz::play::GameSession</name>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Kibitz game</source>
        <translation>Kibitz-Partie</translation>
    </message>
    <message>
        <source>%1 (%2) is not running.</source>
        <translation>%1 (%2) läuft nicht.</translation>
    </message>
    <message>
        <source>Human</source>
        <extracomment>The name of a player who is not an engine</extracomment>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>%1 sent no move in a position with legal moves.</source>
        <translation>%1 hat in einer Stellung mit legalen Zügen keinen Zug gesendet.</translation>
    </message>
    <message>
        <source>%1 played an illegal move: %2 (%3).</source>
        <translation>%1 hat einen illegalen Zug gespielt: %2 (%3).</translation>
    </message>
    <message>
        <source>Threefold repetition, claimed for %1.</source>
        <translation>Dreifache Stellungswiederholung, für %1 reklamiert.</translation>
    </message>
    <message>
        <source>Fifty-move rule, claimed for %1.</source>
        <translation>50-Züge-Regel, für %1 reklamiert.</translation>
    </message>
    <message>
        <source>%1&apos;s flag fell, but %2 cannot checkmate.</source>
        <translation>%1 hat die Zeit überschritten, aber %2 kann nicht mattsetzen.</translation>
    </message>
    <message>
        <source>%1 overstepped the time per move.</source>
        <translation>%1 hat die Bedenkzeit pro Zug überschritten.</translation>
    </message>
    <message>
        <source>%1&apos;s flag fell.</source>
        <translation>%1 hat die Zeit überschritten.</translation>
    </message>
    <message>
        <source>%1 resigns.</source>
        <translation>%1 gibt auf.</translation>
    </message>
    <message>
        <source>Draw agreed.</source>
        <translation>Remis vereinbart.</translation>
    </message>
    <message>
        <source>Threefold repetition, claimed by %1.</source>
        <translation>Dreifache Stellungswiederholung, von %1 reklamiert.</translation>
    </message>
    <message>
        <source>Fifty-move rule, claimed by %1.</source>
        <translation>50-Züge-Regel, von %1 reklamiert.</translation>
    </message>
    <message>
        <source>No draw can be claimed: the position has not stood three times and there have not been fifty moves without a capture or a pawn move.</source>
        <translation>Es kann kein Remis reklamiert werden: die Stellung stand nicht dreimal auf dem Brett, und es gab keine fünfzig Züge ohne Schlagen oder Bauernzug.</translation>
    </message>
    <message>
        <source>%1 makes no claim: the position after it would not stand a third time, and it does not complete fifty moves.</source>
        <translation>%1 begründet keine Reklamation: die Stellung danach stünde nicht zum dritten Mal auf dem Brett, und es sind damit keine fünfzig Züge erreicht.</translation>
    </message>
    <message>
        <source>Threefold repetition, claimed by %1 with %2.</source>
        <translation>Dreifache Stellungswiederholung, von %1 mit %2 reklamiert.</translation>
    </message>
    <message>
        <source>Fifty-move rule, claimed by %1 with %2.</source>
        <translation>50-Züge-Regel, von %1 mit %2 reklamiert.</translation>
    </message>
    <message>
        <source>%1 resigns (%2).</source>
        <translation>%1 gibt auf (%2).</translation>
    </message>
    <message>
        <source>%1, claimed by %2.</source>
        <translation>%1, von %2 reklamiert.</translation>
    </message>
    <message>
        <source>%1 claimed %2 (%3) falsely.</source>
        <translation>%1 hat %2 (%3) zu Unrecht reklamiert.</translation>
    </message>
    <message>
        <source>The game was stopped.</source>
        <translation>Die Partie wurde abgebrochen.</translation>
    </message>
</context>
<context>
    <name>kibitz::play::Tournament</name>
    <message>
        <source>A tournament needs two engines or more.</source>
        <translation>Ein Turnier braucht zwei oder mehr Engines.</translation>
    </message>
    <message>
        <source>A tournament needs one round or more.</source>
        <translation>Ein Turnier braucht eine oder mehr Runden.</translation>
    </message>
    <message>
        <source>cannot read the state file &apos;%1&apos;: %2</source>
        <translation>Die Zustandsdatei &apos;%1&apos; kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Kibitz tournament state file%2</source>
        <translation>&apos;%1&apos; ist keine Zustandsdatei eines Kibitz-Turniers%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is the state of another tournament: %2 differ</source>
        <translation>&apos;%1&apos; ist der Zustand eines anderen Turniers: %2 unterscheiden sich</translation>
    </message>
    <message>
        <source>the engines</source>
        <translation>die Engines</translation>
    </message>
    <message>
        <source>the formats</source>
        <translation>die Formate</translation>
    </message>
    <message>
        <source>the rounds</source>
        <translation>die Runden</translation>
    </message>
    <message>
        <source>%1: opening %2: bad FEN</source>
        <translation>%1: Eröffnung %2: fehlerhafte FEN</translation>
    </message>
    <message>
        <source>%1: opening %2: bad move %3</source>
        <translation>%1: Eröffnung %2: fehlerhafter Zug %3</translation>
    </message>
    <message>
        <source>%1: game %2 is not valid</source>
        <translation>%1: Partie %2 ist ungültig</translation>
    </message>
    <message>
        <source>%1 (%2) did not move within %3 s.</source>
        <translation>%1 (%2) hat nicht innerhalb von %3 s gezogen.</translation>
    </message>
    <message>
        <source>The tournament was stopped.</source>
        <translation>Das Turnier wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Syzygy tablebase: %1 wins.</source>
        <translation>Syzygy-Endspieldatenbank: %1 gewinnt.</translation>
    </message>
    <message>
        <source>Syzygy tablebase: draw.</source>
        <translation>Syzygy-Endspieldatenbank: Remis.</translation>
    </message>
    <message>
        <source>Draw: the game reached %1 moves.</source>
        <translation>Remis: die Partie hat %1 Züge erreicht.</translation>
    </message>
    <message>
        <source>%1 resigns: both engines scored it %2 cp or worse for %3 moves.</source>
        <translation>%1 gibt auf: beide Engines bewerteten die Stellung %3 Züge lang mit %2 cp oder schlechter.</translation>
    </message>
    <message>
        <source>Draw: both engines scored within %1 cp for %2 moves.</source>
        <translation>Remis: beide Engines bewerteten die Stellung %2 Züge lang innerhalb von %1 cp.</translation>
    </message>
    <message>
        <source>Nothing to merge: give the shards&apos; state files.</source>
        <translation>Nichts zusammenzuführen: Geben Sie die Statusdateien der Teile an.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a shard of another tournament than &apos;%2&apos;: %3 differ</source>
        <translation>„%1“ ist ein Teil eines anderen Turniers als „%2“: %3 unterscheiden sich</translation>
    </message>
    <message>
        <source>the openings</source>
        <translation>die Eröffnungen</translation>
    </message>
    <message>
        <source>the schedules</source>
        <translation>die Spielpläne</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: shard %2 of %3 is there twice</source>
        <translation>„%1“: Teil %2 von %3 ist doppelt vorhanden</translation>
    </message>
    <message>
        <source>the shard counts</source>
        <translation>die Anzahl der Teile</translation>
    </message>
    <message>
        <source>the shards</source>
        <translation>die Teile</translation>
    </message>
    <message>
        <source>%1: opening %2: unknown variant</source>
        <translation>%1: Eröffnung %2: unbekannte Variante</translation>
    </message>
    <message>
        <source>%1 does not play %2</source>
        <translation>%1 spielt kein %2</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::AnalysisLinesModel</name>
    <message>
        <source>Win %1‰, draw %2‰, loss %3‰ (engine&apos;s side to move)</source>
        <translation>Gewinn %1 ‰, Remis %2 ‰, Verlust %3 ‰ (Seite am Zug der Engine)</translation>
    </message>
    <message>
        <source>Eval</source>
        <extracomment>Column: the engine&apos;s evaluation (score) of the line</extracomment>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Depth</source>
        <extracomment>Column: the search depth in plies</extracomment>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>W/D/L %</source>
        <translation>G/R/V %</translation>
    </message>
    <message>
        <source>Line</source>
        <extracomment>Column: the engine&apos;s principal variation (a sequence of moves)</extracomment>
        <translation>Variante</translation>
    </message>
    <message>
        <source>From White&apos;s point of view</source>
        <translation>Aus Sicht von Weiß</translation>
    </message>
    <message>
        <source>From the side to move&apos;s point of view</source>
        <translation>Aus Sicht der Seite am Zug</translation>
    </message>
    <message>
        <source>Depth %1</source>
        <translation>Tiefe %1</translation>
    </message>
    <message>
        <source>win/draw/loss %1 %</source>
        <translation>Gewinn/Remis/Verlust %1 %</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::BoardExport</name>
    <message>
        <source>Cannot draw the board.</source>
        <translation>Das Brett kann nicht gezeichnet werden.</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG-Bild (*.svg)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>Export Board</source>
        <translation>Brett exportieren</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::BoardTheme</name>
    <message>
        <source>Wood</source>
        <translation>Holz</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grau</translation>
    </message>
    <message>
        <source>Coral</source>
        <translation>Koralle</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::BoardView</name>
    <message>
        <source>picked up</source>
        <extracomment>Screen reader: the piece on this square has been picked up to be moved</extracomment>
        <translation>aufgenommen</translation>
    </message>
    <message>
        <source>Chess board</source>
        <translation>Schachbrett</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1, leer</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>weißer König</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>schwarzer König</translation>
    </message>
    <message>
        <source>white queen</source>
        <translation>weiße Dame</translation>
    </message>
    <message>
        <source>black queen</source>
        <translation>schwarze Dame</translation>
    </message>
    <message>
        <source>white rook</source>
        <translation>weißer Turm</translation>
    </message>
    <message>
        <source>black rook</source>
        <translation>schwarzer Turm</translation>
    </message>
    <message>
        <source>white bishop</source>
        <translation>weißer Läufer</translation>
    </message>
    <message>
        <source>black bishop</source>
        <translation>schwarzer Läufer</translation>
    </message>
    <message>
        <source>white knight</source>
        <translation>weißer Springer</translation>
    </message>
    <message>
        <source>black knight</source>
        <translation>schwarzer Springer</translation>
    </message>
    <message>
        <source>white pawn</source>
        <translation>weißer Bauer</translation>
    </message>
    <message>
        <source>black pawn</source>
        <translation>schwarzer Bauer</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Weiß am Zug</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Schwarz am Zug</translation>
    </message>
    <message>
        <source>last move %1 to %2</source>
        <translation>letzter Zug %1 nach %2</translation>
    </message>
    <message>
        <source>check</source>
        <extracomment>Screen reader: the king of the side to move is in check</extracomment>
        <translation>Schach</translation>
    </message>
    <message>
        <source>%1/3</source>
        <comment>checks given in Three-check</comment>
        <translation>%1/3</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::BookMoveModel</name>
    <message>
        <source>%1 (%2): click or press Enter to play it</source>
        <translation>%1 (%2): zum Spielen klicken oder Eingabe drücken</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Weight</source>
        <extracomment>Column: the weight of an opening book move (how often the book plays it)</extracomment>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Share</source>
        <extracomment>Column: the move&apos;s share of all book moves in this position, in percent</extracomment>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>Column: the points scored with this move in the book&apos;s games</extracomment>
        <translation>Punkte</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::BookPane</name>
    <message>
        <source>GNU Chess book</source>
        <translation>GNU-Chess-Buch</translation>
    </message>
    <message>
        <source>The opening book to show</source>
        <translation>Das anzuzeigende Eröffnungsbuch</translation>
    </message>
    <message>
        <source>Add a Polyglot book (.bin) to the list</source>
        <translation>Ein Polyglot-Buch (.bin) zur Liste hinzufügen</translation>
    </message>
    <message>
        <source>Remove this book from the list (the file stays)</source>
        <translation>Dieses Buch aus der Liste entfernen (die Datei bleibt)</translation>
    </message>
    <message>
        <source>No opening book found. Add one with “Add…”.</source>
        <translation>Kein Eröffnungsbuch gefunden. Mit „Hinzufügen…“ eines hinzufügen.</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <source>Cannot read the book: %1</source>
        <translation>Das Buch kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Add Opening Book</source>
        <translation>Eröffnungsbuch hinzufügen</translation>
    </message>
    <message>
        <source>Polyglot books (*.bin);;All files (*)</source>
        <translation>Polyglot-Bücher (*.bin);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Looking up…</source>
        <translation>Wird nachgeschlagen…</translation>
    </message>
    <message>
        <source>No book moves for this position.</source>
        <translation>Keine Buchzüge für diese Stellung.</translation>
    </message>
    <message>
        <source>Book moves: %1. Click one, or press Enter, to play it.</source>
        <translation>Buchzüge: %1. Zum Spielen einen anklicken oder Eingabe drücken.</translation>
    </message>
    <message>
        <source>Standard chess only: the book has nothing for a %1 game.</source>
        <translation>Nur normales Schach: das Buch hat nichts für eine %1-Partie.</translation>
    </message>
    <message>
        <source>Weight 0</source>
        <translation>Gewicht 0</translation>
    </message>
    <message>
        <source>Also list moves of weight 0 (the book says not to play them; engines never do)</source>
        <translation>Auch Züge mit Gewicht 0 zeigen (das Buch rät von ihnen ab; Engines spielen sie nie)</translation>
    </message>
    <message>
        <source>+</source>
        <extracomment>Button beside the book chooser: add a book (its tool tip says it in words)</extracomment>
        <translation>+</translation>
    </message>
    <message>
        <source>Add a book</source>
        <translation>Buch hinzufügen</translation>
    </message>
    <message>
        <source>−</source>
        <extracomment>Button beside the book chooser: remove the book (its tool tip says it in words)</extracomment>
        <translation>−</translation>
    </message>
    <message>
        <source>Remove the book</source>
        <translation>Buch entfernen</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::BroadcastDialog</name>
    <message>
        <source>Follow Broadcast</source>
        <translation>Übertragung verfolgen</translation>
    </message>
    <message>
        <source>Broadcast and round</source>
        <translation>Übertragung und Runde</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>https://lichess.org/broadcast/…/…/ROUND_ID, or the id</source>
        <translation>https://lichess.org/broadcast/…/…/RUNDEN_ID, oder die ID</translation>
    </message>
    <message>
        <source>Asking lichess for its broadcasts…</source>
        <translation>lichess wird nach seinen Übertragungen gefragt…</translation>
    </message>
    <message>
        <source>&amp;Follow</source>
        <translation>&amp;Verfolgen</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>&amp;Runde:</translation>
    </message>
    <message>
        <source>%1
A round&apos;s URL or id can still be pasted below.</source>
        <translation>%1
Die URL oder ID einer Runde kann unten trotzdem eingefügt werden.</translation>
    </message>
    <message>
        <source>live</source>
        <extracomment>A broadcast round being played now</extracomment>
        <translation>live</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>lichess has no official broadcast now.</source>
        <translation>lichess hat gerade keine offizielle Übertragung.</translation>
    </message>
    <message>
        <source>Choose a round, or paste a round&apos;s URL or id.</source>
        <translation>Wählen Sie eine Runde, oder fügen Sie die URL oder ID einer Runde ein.</translation>
    </message>
    <message>
        <source>This is neither a round&apos;s URL nor a round id (8 letters and digits).</source>
        <translation>Das ist weder die URL einer Runde noch eine Runden-ID (8 Buchstaben und Ziffern).</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::ClockWidget</name>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>No clock times in this game.</source>
        <translation>Keine Uhrzeiten in dieser Partie.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::CloudEvalLine</name>
    <message>
        <source>lichess&apos;s cloud evaluation: what its users&apos; engines found for this position (not your engine)</source>
        <translation>Cloud-Bewertung von lichess: was die Engines seiner Nutzer in dieser Stellung fanden (nicht Ihre Engine)</translation>
    </message>
    <message>
        <source>&lt;i&gt;lichess cloud&lt;/i&gt;, depth %1: </source>
        <extracomment>Label of lichess&apos;s cloud evaluation above the engine&apos;s lines</extracomment>
        <translation>&lt;i&gt;lichess-Cloud&lt;/i&gt;, Tiefe %1: </translation>
    </message>
</context>
<context>
    <name>kibitz::ui::CommentDialog</name>
    <message>
        <source>Comment</source>
        <translation>Kommentar</translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <extracomment>Tool tip of the comment editor&apos;s OK button</extracomment>
        <translation>Strg+Eingabe</translation>
    </message>
    <message>
        <source>Ctrl+Enter accepts; Enter starts a new line.</source>
        <translation>Strg+Eingabe bestätigt; Eingabe beginnt eine neue Zeile.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::DatabaseController</name>
    <message>
        <source>Databases</source>
        <translation>Datenbanken</translation>
    </message>
    <message>
        <source>Opening Tree</source>
        <translation>Eröffnungsbaum</translation>
    </message>
    <message>
        <source> (index reused)</source>
        <translation> (Index wiederverwendet)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n game(s) with errors; Database &gt; Show Errors lists them.</source>
        <translation>
            <numerusform>%1: %n Partie mit Fehlern; Datenbank &gt; Fehler anzeigen listet sie auf.</numerusform>
            <numerusform>%1: %n Partien mit Fehlern; Datenbank &gt; Fehler anzeigen listet sie auf.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open Database</source>
        <translation>Datenbank öffnen</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>Game %1 has errors: %2</source>
        <translation>Partie %1 enthält Fehler: %2</translation>
    </message>
    <message>
        <source>Save Database</source>
        <translation>Datenbank speichern</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Unsaved Database</source>
        <translation>Ungespeicherte Datenbank</translation>
    </message>
    <message>
        <source>The database %1 has changes that are not saved.</source>
        <translation>Die Datenbank %1 hat ungespeicherte Änderungen.</translation>
    </message>
    <message>
        <source>Close Database</source>
        <translation>Datenbank schließen</translation>
    </message>
    <message>
        <source>The game is added to %1; save the database to write it.</source>
        <translation>Die Partie wurde zu %1 hinzugefügt; zum Schreiben die Datenbank speichern.</translation>
    </message>
    <message>
        <source>Show Errors</source>
        <translation>Fehler anzeigen</translation>
    </message>
    <message>
        <source>&amp;Open Database…</source>
        <translation>Datenbank &amp;öffnen…</translation>
    </message>
    <message>
        <source>&amp;Filter Games…</source>
        <translation>Partien &amp;filtern…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+F</source>
        <translation>Ctrl+Shift+F</translation>
    </message>
    <message>
        <source>Search Board &amp;Position</source>
        <translation>Nach Brett&amp;stellung suchen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Search Pawn S&amp;tructure</source>
        <translation>Nach &amp;Bauernstruktur suchen</translation>
    </message>
    <message>
        <source>&amp;Clear Search</source>
        <translation>Suche &amp;aufheben</translation>
    </message>
    <message>
        <source>&amp;Next Game in List</source>
        <translation>&amp;Nächste Partie der Liste</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Down</source>
        <translation>Ctrl+Shift+Down</translation>
    </message>
    <message>
        <source>P&amp;revious Game in List</source>
        <translation>&amp;Vorige Partie der Liste</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Up</source>
        <translation>Ctrl+Shift+Up</translation>
    </message>
    <message>
        <source>Show &amp;Errors…</source>
        <translation>F&amp;ehler anzeigen…</translation>
    </message>
    <message>
        <source>&amp;Add Game to Database</source>
        <translation>Partie zur Datenbank &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Delete Selected Games</source>
        <translation>Ausgewählte Partien &amp;löschen</translation>
    </message>
    <message>
        <source>&amp;Undelete Selected Games</source>
        <translation>Ausgewählte Partien &amp;wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Save Database</source>
        <translation>Datenbank spei&amp;chern</translation>
    </message>
    <message>
        <source>Ctrl+Alt+S</source>
        <translation>Ctrl+Alt+S</translation>
    </message>
    <message>
        <source>Close Data&amp;base</source>
        <translation>Datenbank schl&amp;ießen</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln game(s) indexed in %2 ms%3</source>
        <translation>
            <numerusform>%1: %Ln Partie in %2 ms indiziert%3</numerusform>
            <numerusform>%1: %Ln Partien in %2 ms indiziert%3</numerusform>
        </translation>
    </message>
    <message>
        <source>Ana&amp;lyse Selected Games…</source>
        <extracomment>An engine goes through each selected game and annotates it (evaluations, mistakes)</extracomment>
        <translation>Ausgewählte Partien anal&amp;ysieren…</translation>
    </message>
    <message>
        <source>%1 (read-only)</source>
        <extracomment>Tab of a database that cannot be edited (a SCID base)</extracomment>
        <translation>%1 (schreibgeschützt)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Use File &gt; Save As to keep this game in a PGN file.</source>
        <translation>Mit Datei &gt; Speichern unter diese Partie in einer PGN-Datei behalten.</translation>
    </message>
    <message>
        <source>Add Game to Database</source>
        <translation>Partie zur Datenbank hinzufügen</translation>
    </message>
    <message>
        <source>Copy Games to PGN Database</source>
        <translation>Partien in PGN-Datenbank kopieren</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN-Dateien (*.pgn)</translation>
    </message>
    <message numerus="yes">
        <source>Copying %n game(s) to %1…</source>
        <translation>
            <numerusform>Kopiere %n Partie nach %1…</numerusform>
            <numerusform>Kopiere %n Partien nach %1…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) cannot be read and were left out:</source>
        <translation>
            <numerusform>%n Partie kann nicht gelesen werden und wurde ausgelassen:</numerusform>
            <numerusform>%n Partien können nicht gelesen werden und wurden ausgelassen:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) copied to %1</source>
        <translation>
            <numerusform>%n Partie nach %1 kopiert</numerusform>
            <numerusform>%n Partien nach %1 kopiert</numerusform>
        </translation>
    </message>
    <message>
        <source>No duplicate games in %1</source>
        <translation>Keine doppelten Partien in %1</translation>
    </message>
    <message numerus="yes">
        <source>%n duplicate game(s) marked as deleted; save the database to remove them</source>
        <translation>
            <numerusform>%n doppelte Partie als gelöscht markiert; die Datenbank speichern, um sie zu entfernen</numerusform>
            <numerusform>%n doppelte Partien als gelöscht markiert; die Datenbank speichern, um sie zu entfernen</numerusform>
        </translation>
    </message>
    <message>
        <source>Player Report</source>
        <translation>Spielerbericht</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>No player called “%1” in this database.</source>
        <translation>Kein Spieler namens „%1“ in dieser Datenbank.</translation>
    </message>
    <message>
        <source>Databases (*.pgn *.pgn.gz *.PGN *.si4);;PGN files (*.pgn *.pgn.gz *.PGN);;SCID bases (*.si4);;All files (*)</source>
        <translation>Datenbanken (*.pgn *.pgn.gz *.PGN *.si4);;PGN-Dateien (*.pgn *.pgn.gz *.PGN);;SCID-Datenbanken (*.si4);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Pla&amp;yer Report…</source>
        <translation>S&amp;pielerbericht…</translation>
    </message>
    <message>
        <source>&amp;Mark Duplicates as Deleted</source>
        <translation>Doppelte Partien als gelöscht &amp;markieren</translation>
    </message>
    <message>
        <source>Copy &amp;Games to PGN Database…</source>
        <translation>Partien in PGN-Datenbank k&amp;opieren…</translation>
    </message>
    <message>
        <source>Writes the games the list shows to a new PGN file and opens it</source>
        <translation>Schreibt die Partien der Liste in eine neue PGN-Datei und öffnet sie</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) copied to %1 (kept with Save Database)</source>
        <translation>
            <numerusform>%n Partie nach %1 kopiert (bleibt mit „Datenbank speichern“)</numerusform>
            <numerusform>%n Partien nach %1 kopiert (bleiben mit „Datenbank speichern“)</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Export Games…</source>
        <extracomment>Context menu of the game list: write the selected games to a PGN file</extracomment>
        <translation>Partien &amp;exportieren…</translation>
    </message>
    <message>
        <source>Export Games</source>
        <translation>Partien exportieren</translation>
    </message>
    <message>
        <source>Copy &amp;To</source>
        <translation>Kopieren &amp;nach</translation>
    </message>
    <message>
        <source>New PGN Database…</source>
        <translation>Neue PGN-Datenbank…</translation>
    </message>
    <message>
        <source>&amp;Analyse Games…</source>
        <extracomment>Context menu of the game list: an engine annotates the selected games</extracomment>
        <translation>Partien &amp;analysieren…</translation>
    </message>
    <message>
        <source>Databases: %1</source>
        <extracomment>The Databases pane&apos;s title: the database shown</extracomment>
        <translation>Datenbanken: %1</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message numerus="yes">
        <source>“%1” names %n player(s). Which one?</source>
        <translation>
            <numerusform>„%1“ bezeichnet %n Spieler. Welchen?</numerusform>
            <numerusform>„%1“ bezeichnet %n Spieler. Welchen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Player Names in %1</source>
        <translation>Spielernamen in %1</translation>
    </message>
    <message>
        <source>Player Names…</source>
        <translation>Spielernamen…</translation>
    </message>
    <message>
        <source>%1 Game %2 opens when the database has loaded.</source>
        <translation>%1 Partie %2 wird geöffnet, sobald die Datenbank geladen ist.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::DatabaseView</name>
    <message>
        <source>Search players, events, sites, openings</source>
        <translation>Spieler, Turniere, Orte, Eröffnungen suchen</translation>
    </message>
    <message>
        <source>Filter…</source>
        <translation>Filter…</translation>
    </message>
    <message>
        <source>Filter the games by their headers</source>
        <translation>Partien nach ihren Kopfdaten filtern</translation>
    </message>
    <message>
        <source>Position</source>
        <extracomment>Button: search the database for games reaching the board&apos;s position</extracomment>
        <translation>Stellung</translation>
    </message>
    <message>
        <source>Games reaching the board&apos;s position</source>
        <translation>Partien mit der Stellung auf dem Brett</translation>
    </message>
    <message>
        <source>Pawns</source>
        <extracomment>Button: search the database for games with the board&apos;s pawn structure</extracomment>
        <translation>Bauern</translation>
    </message>
    <message>
        <source>Games reaching the board&apos;s pawn structure</source>
        <translation>Partien mit der Bauernstruktur auf dem Brett</translation>
    </message>
    <message>
        <source>Material, e.g. KRPvKR</source>
        <translation>Material, z. B. KRPvKR</translation>
    </message>
    <message>
        <source>Show All</source>
        <translation>Alle zeigen</translation>
    </message>
    <message>
        <source>Clear the search and the filter</source>
        <translation>Suche und Filter aufheben</translation>
    </message>
    <message>
        <source>Reading… %p%</source>
        <translation>Wird gelesen… %p %</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop reading the file</source>
        <translation>Lesen der Datei abbrechen</translation>
    </message>
    <message>
        <source> (not saved)</source>
        <translation> (nicht gespeichert)</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Suche läuft…</translation>
    </message>
    <message>
        <source>Material %1: %2</source>
        <translation>Material %1: %2</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>Context menu of the game list: open the selected game</extracomment>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Delete</source>
        <extracomment>Context menu of the game list: mark the selected games as deleted</extracomment>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Undelete</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) read</source>
        <translation>
            <numerusform>%Ln Partie gelesen</numerusform>
            <numerusform>%Ln Partien gelesen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln game(s)</source>
        <translation>
            <numerusform>%1 von %Ln Partie</numerusform>
            <numerusform>%1 von %Ln Partien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln Partie</numerusform>
            <numerusform>%Ln Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <extracomment>Context menu of the game list: the selected games&apos; PGN to the clipboard</extracomment>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>%1 or more games, counting…</source>
        <extracomment>%1: the games the list shows so far, read from the index; the rest are being counted</extracomment>
        <translation>%1 oder mehr Partien, wird gezählt …</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::Diagram</name>
    <message>
        <source>Cannot read the piece file %1.</source>
        <translation>Die Figurendatei %1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The piece file %1 is not an SVG document.</source>
        <translation>Die Figurendatei %1 ist kein SVG-Dokument.</translation>
    </message>
    <message>
        <source>The piece file %1 has no closing &lt;/svg&gt;.</source>
        <translation>Der Figurendatei %1 fehlt das schließende &lt;/svg&gt;.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EndgameTrainer</name>
    <message>
        <source>Endgames</source>
        <translation>Endspiele</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation>%1 (%2 soll %3)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>win</source>
        <translation>gewinnen</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>remisieren</translation>
    </message>
    <message>
        <source>&amp;Set Up Position…</source>
        <translation>Stellung &amp;aufbauen…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Neu beginnen</translation>
    </message>
    <message>
        <source>Each of your moves against the tables&apos; best: the result kept, and how many plies slower (DTM, or DTZ without Gaviota&apos;s tables)</source>
        <translation>Jeder Ihrer Züge gegen den besten der Datenbank: ob das Ergebnis gehalten wird und um wie viele Halbzüge langsamer (DTM, oder DTZ ohne Gaviota-Tabellen)</translation>
    </message>
    <message>
        <source>%1: %2 to play</source>
        <translation>%1: %2 am Zug</translation>
    </message>
    <message>
        <source>Asking the tables…</source>
        <translation>Frage die Datenbank…</translation>
    </message>
    <message>
        <source>Set-up position</source>
        <translation>Aufgebaute Stellung</translation>
    </message>
    <message>
        <source>The tables: a %1, %2 %3 plies with best play.</source>
        <translation>Die Datenbank: %1, %2 %3 Halbzüge bei bestem Spiel.</translation>
    </message>
    <message>
        <source>mate in</source>
        <translation>Matt in</translation>
    </message>
    <message>
        <source>DTZ</source>
        <translation>DTZ</translation>
    </message>
    <message>
        <source>The tables: a %1.</source>
        <translation>Die Datenbank: %1.</translation>
    </message>
    <message>
        <source>Not in the tables found (%1): the built-in engine answers and grades your moves (within 30 cp of its choice is as good).</source>
        <translation>Nicht in den gefundenen Tabellen (%1): die eingebaute Engine antwortet und bewertet Ihre Züge (bis 30 cp unter ihrer Wahl gilt als gleich gut).</translation>
    </message>
    <message>
        <source>not in the tables: the engine looks…</source>
        <translation>nicht in der Datenbank: die Engine rechnet…</translation>
    </message>
    <message>
        <source>not in the tables; the engine&apos;s choice as well</source>
        <translation>nicht in der Datenbank; auch die Wahl der Engine</translation>
    </message>
    <message>
        <source>not in the tables; %1</source>
        <translation>nicht in der Datenbank; %1</translation>
    </message>
    <message>
        <source>The other side answers…</source>
        <translation>Die Gegenseite antwortet…</translation>
    </message>
    <message>
        <source>%1. Your move.</source>
        <translation>%1. Sie sind am Zug.</translation>
    </message>
    <message>
        <source>Checkmate: you won</source>
        <translation>Schachmatt: Sie haben gewonnen</translation>
    </message>
    <message>
        <source>Checkmate: you lost</source>
        <translation>Schachmatt: Sie haben verloren</translation>
    </message>
    <message>
        <source>Drawn (%1)</source>
        <translation>Remis (%1)</translation>
    </message>
    <message>
        <source>Drawn by the fifty-move rule</source>
        <translation>Remis durch die 50-Züge-Regel</translation>
    </message>
    <message>
        <source> in 1 move</source>
        <translation> in 1 Zug</translation>
    </message>
    <message>
        <source> in %1 moves</source>
        <translation> in %1 Zügen</translation>
    </message>
    <message>
        <source>; the fastest mate took %1 (%2 plies lost on the way).</source>
        <translation>; das schnellste Matt dauert %1 (%2 Halbzüge unterwegs verloren).</translation>
    </message>
    <message>
        <source>; %1 plies lost against the tables&apos; best.</source>
        <translation>; %1 Halbzüge gegenüber dem besten Spiel der Datenbank verloren.</translation>
    </message>
    <message>
        <source>lichess&apos;s tablebase is not asked from here</source>
        <translation>die Endspieldatenbank von lichess wird von hier aus nicht gefragt</translation>
    </message>
    <message>
        <source>lichess&apos;s tablebase does not know it</source>
        <translation>die Endspieldatenbank von lichess kennt sie nicht</translation>
    </message>
    <message>
        <source>(lichess&apos;s tablebase, online: the local tables lack it)</source>
        <translation>(Endspieldatenbank von lichess, online: den lokalen Tabellen fehlt sie)</translation>
    </message>
    <message>
        <source>Not in the tables found (%1), and %2: the built-in engine answers, but your moves cannot be graded here.</source>
        <translation>Nicht in den gefundenen Tabellen (%1), und %2: die eingebaute Engine antwortet, aber Ihre Züge können hier nicht bewertet werden.</translation>
    </message>
    <message>
        <source> (online: lichess&apos;s tablebase)</source>
        <translation> (online: Endspieldatenbank von lichess)</translation>
    </message>
    <message>
        <source>not graded: the tables found lack this position, and %1</source>
        <translation>nicht bewertet: den gefundenen Tabellen fehlt diese Stellung, und %1</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EngineConsole</name>
    <message>
        <source>Command to the engine, e.g. “d” or “eval”; Enter sends it</source>
        <translation>Befehl an die Engine, z. B. „d“ oder „eval“; Eingabe sendet ihn</translation>
    </message>
    <message>
        <source>Sent to the engine as typed. Kibitz does not follow what it changes, so a command that starts or stops a search can confuse the engine pane.</source>
        <translation>Wird so an die Engine gesendet, wie eingegeben. Kibitz verfolgt nicht, was der Befehl ändert; ein Befehl, der eine Suche startet oder anhält, kann den Engine-Bereich durcheinanderbringen.</translation>
    </message>
    <message>
        <source>… (%1 characters)</source>
        <translation>… (%1 Zeichen)</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EngineEntryDialog</name>
    <message>
        <source>Add Engine</source>
        <translation>Engine hinzufügen</translation>
    </message>
    <message>
        <source>Engine %1</source>
        <translation>Engine %1</translation>
    </message>
    <message>
        <source>Auto-detect</source>
        <translation>Automatisch erkennen</translation>
    </message>
    <message>
        <source>UCI</source>
        <translation>UCI</translation>
    </message>
    <message>
        <source>XBoard (CECP)</source>
        <translation>XBoard (CECP)</translation>
    </message>
    <message>
        <source>The executable&apos;s folder</source>
        <translation>Der Ordner des Programms</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Choose the engine&apos;s executable</source>
        <translation>Das Programm der Engine wählen</translation>
    </message>
    <message>
        <source>Choose the Engine</source>
        <translation>Engine wählen</translation>
    </message>
    <message>
        <source>Choose the folder the engine runs in</source>
        <translation>Den Ordner wählen, in dem die Engine läuft</translation>
    </message>
    <message>
        <source>Working Folder</source>
        <translation>Arbeitsordner</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Executable:</source>
        <translation>&amp;Programm:</translation>
    </message>
    <message>
        <source>&amp;Arguments:</source>
        <translation>&amp;Argumente:</translation>
    </message>
    <message>
        <source>&amp;Working folder:</source>
        <translation>Arbeits&amp;ordner:</translation>
    </message>
    <message>
        <source>&amp;Protocol:</source>
        <translation>Pro&amp;tokoll:</translation>
    </message>
    <message>
        <source>The engine needs a name.</source>
        <translation>Die Engine braucht einen Namen.</translation>
    </message>
    <message>
        <source>There is already an engine called %1.</source>
        <translation>Es gibt bereits eine Engine namens %1.</translation>
    </message>
    <message>
        <source>Choose the engine&apos;s executable.</source>
        <translation>Das Programm der Engine wählen.</translation>
    </message>
    <message>
        <source>%1 is not a program on PATH.</source>
        <translation>%1 ist kein Programm im PATH.</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 existiert nicht.</translation>
    </message>
    <message>
        <source>%1 is not an executable program.</source>
        <translation>%1 ist kein ausführbares Programm.</translation>
    </message>
    <message>
        <source>The working folder %1 does not exist.</source>
        <translation>Der Arbeitsordner %1 existiert nicht.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EngineList</name>
    <message>
        <source>%1 could not be read, so it is left as it is; correct or remove it first.</source>
        <translation>%1 konnte nicht gelesen werden und bleibt unverändert; zuerst korrigieren oder entfernen.</translation>
    </message>
    <message>
        <source>No engine is called %1.</source>
        <translation>Keine Engine heißt %1.</translation>
    </message>
    <message>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>built in</source>
        <translation>eingebaut</translation>
    </message>
    <message>
        <source>found on this computer</source>
        <translation>auf diesem Rechner gefunden</translation>
    </message>
    <message>
        <source>UCI</source>
        <translation>UCI</translation>
    </message>
    <message>
        <source>XBoard</source>
        <translation>XBoard</translation>
    </message>
    <message>
        <source>protocol detected</source>
        <translation>Protokoll erkannt</translation>
    </message>
    <message>
        <source>standard chess only</source>
        <translation>nur normales Schach</translation>
    </message>
    <message>
        <source>plays %1</source>
        <translation>spielt %1</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EngineOptionsDialog</name>
    <message>
        <source>Options of %1</source>
        <translation>Optionen von %1</translation>
    </message>
    <message>
        <source>Run Now</source>
        <translation>Jetzt ausführen</translation>
    </message>
    <message>
        <source>Sends “%1” to the engine now, when it is running.</source>
        <translation>Sendet „%1“ jetzt an die Engine, wenn sie läuft.</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Choose a file</source>
        <translation>Datei wählen</translation>
    </message>
    <message>
        <source>Choose a folder</source>
        <translation>Ordner wählen</translation>
    </message>
    <message>
        <source>%1 – Choose a File</source>
        <translation>%1 – Datei wählen</translation>
    </message>
    <message>
        <source>%1 – Choose a Folder</source>
        <translation>%1 – Ordner wählen</translation>
    </message>
    <message>
        <source>Default: %1 (from %2 to %3)</source>
        <translation>Standard: %1 (von %2 bis %3)</translation>
    </message>
    <message>
        <source>Default: empty</source>
        <translation>Standard: leer</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Standard: %1</translation>
    </message>
    <message>
        <source>%1 declares no options that can be set here.</source>
        <translation>%1 hat keine Optionen, die hier eingestellt werden können.</translation>
    </message>
    <message>
        <source>Options in bold differ from the engine&apos;s defaults; they are applied whenever the engine starts.</source>
        <translation>Fett gedruckte Optionen weichen von den Vorgaben der Engine ab; sie werden bei jedem Start der Engine gesetzt.</translation>
    </message>
    <message>
        <source>Play (XBoard)</source>
        <extracomment>Group of the engine options dialog: how an XBoard engine plays games</extracomment>
        <translation>Spiel (XBoard)</translation>
    </message>
    <message>
        <source>&amp;Vary its moves (random)</source>
        <translation>Züge &amp;variieren (random)</translation>
    </message>
    <message>
        <source>Sends &quot;random&quot; at the start of each game: engines that know it (GNU Chess) vary their play; others ignore it</source>
        <translation>Sendet „random“ zu Beginn jeder Partie: Engines, die es kennen (GNU Chess), variieren ihr Spiel; andere übergehen es</translation>
    </message>
    <message>
        <source>off</source>
        <extracomment>The nodes-per-second limit is not used</extracomment>
        <translation>aus</translation>
    </message>
    <message>
        <source>Sends &quot;nps N&quot; at the start of each game: the engine counts N nodes as a second of its clock (only to engines that declare nps=1)</source>
        <translation>Sendet „nps N“ zu Beginn jeder Partie: Die Engine zählt N Knoten als eine Sekunde ihrer Uhr (nur an Engines, die nps=1 angeben)</translation>
    </message>
    <message>
        <source>&amp;Nodes per second (nps):</source>
        <translation>&amp;Knoten pro Sekunde (nps):</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EnginePanel</name>
    <message>
        <source>The engine that analyses</source>
        <translation>Die analysierende Engine</translation>
    </message>
    <message>
        <source>Lines: </source>
        <translation>Varianten: </translation>
    </message>
    <message>
        <source>How many best moves the engine shows (MultiPV)</source>
        <translation>Wie viele beste Züge die Engine zeigt (MultiPV)</translation>
    </message>
    <message>
        <source>⋯</source>
        <translation>⋯</translation>
    </message>
    <message>
        <source>Engine options, engines, how scores are shown</source>
        <translation>Engine-Optionen, Engines, Anzeige der Bewertungen</translation>
    </message>
    <message>
        <source>Engine &amp;Options…</source>
        <translation>Engine-&amp;Optionen…</translation>
    </message>
    <message>
        <source>&amp;Manage Engines…</source>
        <translation>Engines &amp;verwalten…</translation>
    </message>
    <message>
        <source>Mate &amp;Search…</source>
        <translation>&amp;Mattsuche…</translation>
    </message>
    <message>
        <source>Scores From &amp;White&apos;s View</source>
        <translation>Bewertung aus Sicht von &amp;Weiß</translation>
    </message>
    <message>
        <source>Otherwise from the side to move&apos;s view</source>
        <translation>Sonst aus Sicht der Seite am Zug</translation>
    </message>
    <message>
        <source>Double-click a line to play its first move; Ctrl+double-click or the context menu adds the whole line as a variation</source>
        <translation>Doppelklick auf eine Variante spielt ihren ersten Zug; Strg+Doppelklick oder das Kontextmenü fügt die ganze Variante als Abspiel hinzu</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 shows one line only: it has no MultiPV option</source>
        <translation>%1 zeigt nur eine Variante: die Engine hat keine MultiPV-Option</translation>
    </message>
    <message>
        <source>%1 is ready.</source>
        <translation>%1 ist bereit.</translation>
    </message>
    <message>
        <source>No engine configured.</source>
        <translation>Keine Engine eingerichtet.</translation>
    </message>
    <message>
        <source>Starting %1…</source>
        <translation>%1 wird gestartet…</translation>
    </message>
    <message>
        <source>Mate Search</source>
        <extracomment>Dialog title: ask the engine for a forced checkmate</extracomment>
        <translation>Mattsuche</translation>
    </message>
    <message>
        <source>Look for a mate in at most this many moves (0: analyse without a limit):</source>
        <translation>Nach einem Matt in höchstens so vielen Zügen suchen (0: ohne Grenze analysieren):</translation>
    </message>
    <message>
        <source>Stop</source>
        <extracomment>Button: stop or start the engine&apos;s analysis</extracomment>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analysieren</translation>
    </message>
    <message>
        <source>[Kibitz: not sent, %1 is not running: %2]</source>
        <translation>[Kibitz: nicht gesendet, %1 läuft nicht: %2]</translation>
    </message>
    <message>
        <source>%1 kN/s</source>
        <translation>%1 kN/s</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 Knoten</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>hash %1%</source>
        <translation>Hash %1 %</translation>
    </message>
    <message>
        <source>tb hits %1</source>
        <translation>TB-Treffer %1</translation>
    </message>
    <message>
        <source>&amp;Play %1</source>
        <translation>%1 s&amp;pielen</translation>
    </message>
    <message>
        <source>&amp;Add Line as Variation</source>
        <translation>Variante als &amp;Abspiel hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Copy Line</source>
        <translation>Variante &amp;kopieren</translation>
    </message>
    <message>
        <source>Starting %1 to read its options…</source>
        <translation>%1 wird gestartet, um die Optionen zu lesen…</translation>
    </message>
    <message>
        <source>Engine Options</source>
        <translation>Engine-Optionen</translation>
    </message>
    <message>
        <source>The options are used but not saved: %1</source>
        <translation>Die Optionen werden verwendet, aber nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>Tiefe %1</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EnginesDialog</name>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Set as &amp;Default</source>
        <translation>Als &amp;Standard</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Engines</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Hinzufügen…</translation>
    </message>
    <message>
        <source>Saved in %1</source>
        <translation>Gespeichert in %1</translation>
    </message>
    <message>
        <source>Engines Kibitz finds by itself cannot be removed.</source>
        <translation>Engines, die Kibitz selbst findet, können nicht entfernt werden.</translation>
    </message>
    <message>
        <source>Cannot save the engine list: %1</source>
        <translation>Die Engine-Liste kann nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EvalBar</name>
    <message>
        <source>The engine&apos;s evaluation: White&apos;s share from the bottom</source>
        <extracomment>Tool tip of the bar beside the board</extracomment>
        <translation>Bewertung der Engine: Anteil von Weiß, von unten gemessen</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EvalGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>Bewertungsgraph</translation>
    </message>
    <message>
        <source>No moves yet.</source>
        <translation>Noch keine Züge.</translation>
    </message>
    <message>
        <source>No evaluations in this game: they come from [%eval] comments, as engines and lichess write them.</source>
        <translation>Keine Bewertungen in dieser Partie: sie stammen aus [%eval]-Kommentaren, wie Engines und lichess sie schreiben.</translation>
    </message>
    <message>
        <source>White&apos;s clock %1</source>
        <translation>Uhr von Weiß %1</translation>
    </message>
    <message>
        <source>Black&apos;s clock %1</source>
        <translation>Uhr von Schwarz %1</translation>
    </message>
    <message>
        <source>took %1</source>
        <translation>brauchte %1</translation>
    </message>
    <message>
        <source>White&apos;s clock</source>
        <translation>Uhr von Weiß</translation>
    </message>
    <message>
        <source>Black&apos;s clock</source>
        <translation>Uhr von Schwarz</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::ExplorerPane</name>
    <message>
        <source>Masters</source>
        <extracomment>Opening explorer tabs: lichess&apos;s masters games, all lichess games, one player&apos;s games</extracomment>
        <translation>Meister</translation>
    </message>
    <message>
        <source>Lichess</source>
        <translation>Lichess</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>All ratings</source>
        <translation>Alle Wertungen</translation>
    </message>
    <message>
        <source>lichess user</source>
        <translation>lichess-Benutzer</translation>
    </message>
    <message>
        <source>as White</source>
        <translation>als Weiß</translation>
    </message>
    <message>
        <source>as Black</source>
        <translation>als Schwarz</translation>
    </message>
    <message>
        <source>Turn Online Services On…</source>
        <translation>Online-Dienste einschalten…</translation>
    </message>
    <message>
        <source>The opening explorer</source>
        <translation>Der Eröffnungsexplorer</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>White / Draw / Black</source>
        <translation>Weiß / Remis / Schwarz</translation>
    </message>
    <message>
        <source>Rating</source>
        <comment>average rating of the games&apos; players</comment>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Perf.</source>
        <comment>performance rating</comment>
        <translation>Perf.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Jahr</translation>
    </message>
    <message>
        <source>Double-click a game to open it</source>
        <translation>Doppelklick öffnet eine Partie</translation>
    </message>
    <message>
        <source>Opp.</source>
        <comment>average opponent&apos;s rating</comment>
        <translation>Gegn.</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>The explorer asks lichess.org; online services are off.</source>
        <translation>Der Explorer fragt lichess.org; Online-Dienste sind aus.</translation>
    </message>
    <message>
        <source>The explorer knows standard chess only.</source>
        <translation>Der Explorer kennt nur Standardschach.</translation>
    </message>
    <message>
        <source>Whose games? Type a lichess user name.</source>
        <translation>Wessen Partien? lichess-Benutzernamen eingeben.</translation>
    </message>
    <message>
        <source>Asking lichess…</source>
        <translation>Frage lichess…</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 Partien</translation>
    </message>
    <message>
        <source>Recent games: White</source>
        <translation>Neueste Partien: Weiß</translation>
    </message>
    <message>
        <source>Top games: White</source>
        <translation>Top-Partien: Weiß</translation>
    </message>
    <message>
        <source>Fetching game %1…</source>
        <translation>Lade Partie %1…</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::FilterDialog</name>
    <message>
        <source>Filter Games</source>
        <translation>Partien filtern</translation>
    </message>
    <message>
        <source>with either colour</source>
        <translation>mit beliebiger Farbe</translation>
    </message>
    <message>
        <source>with White</source>
        <translation>mit Weiß</translation>
    </message>
    <message>
        <source>with Black</source>
        <translation>mit Schwarz</translation>
    </message>
    <message>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <source>YYYY.MM.DD</source>
        <translation>JJJJ.MM.TT</translation>
    </message>
    <message>
        <source>1-0</source>
        <translation>1-0</translation>
    </message>
    <message>
        <source>½-½</source>
        <translation>½-½</translation>
    </message>
    <message>
        <source>0-1</source>
        <translation>0-1</translation>
    </message>
    <message>
        <source>*</source>
        <translation>*</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle Partien</translation>
    </message>
    <message>
        <source>Only games with errors</source>
        <translation>Nur Partien mit Fehlern</translation>
    </message>
    <message>
        <source>Only games without errors</source>
        <translation>Nur Partien ohne Fehler</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>&amp;Gegner:</translation>
    </message>
    <message>
        <source>&amp;Elo of both:</source>
        <extracomment>Between two fields of a range: &quot;from X to Y&quot;</extracomment>
        <translation>&amp;Elo beider:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Ergebnis:</translation>
    </message>
    <message>
        <source>EC&amp;O:</source>
        <translation>EC&amp;O:</translation>
    </message>
    <message>
        <source>E&amp;vent:</source>
        <translation>&amp;Turnier:</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>&amp;Ort:</translation>
    </message>
    <message>
        <source>P&amp;lies:</source>
        <translation>&amp;Halbzüge:</translation>
    </message>
    <message>
        <source>E&amp;rrors:</source>
        <translation>&amp;Fehler:</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln game(s) match</source>
        <translation>
            <numerusform>Treffer: %1 von %Ln Partie</numerusform>
            <numerusform>Treffer: %1 von %Ln Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>A player&apos;s name finds all of the player&apos;s spellings (“Carlsen” finds “Carlsen,M” and “Carlsen, Magnus”)</source>
        <translation>Der Name eines Spielers findet alle seine Schreibweisen („Carlsen“ findet „Carlsen,M“ und „Carlsen, Magnus“)</translation>
    </message>
    <message>
        <source>the quick search “%1”</source>
        <extracomment>The filter dialog&apos;s count: what else narrows the list</extracomment>
        <translation>die Schnellsuche „%1“</translation>
    </message>
    <message>
        <source>%1, with %2</source>
        <extracomment>The filter dialog&apos;s count, then what else narrows the list</extracomment>
        <translation>%1, mit %2</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
</context>
<context>
    <name>kibitz::ui::GameAnalysis</name>
    <message>
        <source>Analyse Game</source>
        <translation>Partie analysieren</translation>
    </message>
    <message>
        <source>The game has no moves yet.</source>
        <translation>Die Partie hat noch keine Züge.</translation>
    </message>
    <message>
        <source>No engine is known: add one to the engine list, or install one.</source>
        <translation>Keine Engine bekannt: eine zur Engine-Liste hinzufügen oder eine installieren.</translation>
    </message>
    <message>
        <source>Seconds per move</source>
        <translation>Sekunden pro Zug</translation>
    </message>
    <message>
        <source>Depth</source>
        <extracomment>Analysis limit: search depth in plies</extracomment>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Engine:</translation>
    </message>
    <message>
        <source>&amp;Limit:</source>
        <translation>&amp;Grenze:</translation>
    </message>
    <message>
        <source>Analysing the game with %1…</source>
        <translation>Partie wird mit %1 analysiert…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Stops a game analysis running in the background</extracomment>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Analyse Games</source>
        <translation>Partien analysieren</translation>
    </message>
    <message>
        <source>Select the games to analyse in the database&apos;s list first.</source>
        <translation>Wählen Sie zuerst in der Liste der Datenbank die Partien aus, die analysiert werden sollen.</translation>
    </message>
    <message numerus="yes">
        <source>Analysing %n game(s) with %1…</source>
        <translation>
            <numerusform>%n Partie wird mit %1 analysiert…</numerusform>
            <numerusform>%n Partien werden mit %1 analysiert…</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysing game %1 of %2…</source>
        <translation>Partie %1 von %2 wird analysiert…</translation>
    </message>
    <message>
        <source>Stop the analysis (a database keeps the games already done)</source>
        <translation>Die Analyse beenden (eine Datenbank behält die schon analysierten Partien)</translation>
    </message>
    <message>
        <source>The game is analysed.</source>
        <translation>Die Partie ist analysiert.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::GameHeader</name>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Click to edit the game&apos;s headers (Ctrl+H)</source>
        <translation>Klicken, um die Kopfzeilen der Partie zu bearbeiten (Strg+H)</translation>
    </message>
    <message>
        <source>Game header</source>
        <translation>Partiekopf</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Time control %1</source>
        <translation>Bedenkzeit %1</translation>
    </message>
    <message>
        <source>Chess960 start position %1</source>
        <translation>Chess960-Startstellung %1</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::GameHtml</name>
    <message>
        <source>Diagram</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>last book move</source>
        <translation>letzter Buchzug</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::GamePrint</name>
    <message>
        <source>Print Game</source>
        <translation>Partie drucken</translation>
    </message>
    <message>
        <source>HTML page (*.html)</source>
        <translation>HTML-Seite (*.html)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Export Game</source>
        <translation>Partie exportieren</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::GameRecovery</name>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatische Sicherung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Recover Unsaved Games</source>
        <translation>Ungespeicherte Partien wiederherstellen</translation>
    </message>
    <message>
        <source>Some autosaved games could not be read and were left where they are:
%1</source>
        <translation>Einige automatisch gesicherte Partien konnten nicht gelesen werden und bleiben, wo sie sind:
%1</translation>
    </message>
    <message>
        <source>Untitled game</source>
        <translation>Unbenannte Partie</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>never saved</source>
        <translation>nie gespeichert</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>Kibitz stopped without saving a game. Restore it?</source>
        <translation>Kibitz wurde beendet, ohne eine Partie zu speichern. Wiederherstellen?</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Restored an unsaved game.</source>
        <translation>Eine ungespeicherte Partie wurde wiederhergestellt.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Kibitz stopped without saving %n game(s). Restore them?</source>
        <translation>
            <numerusform>Kibitz wurde beendet, ohne %n Partie zu speichern. Wiederherstellen?</numerusform>
            <numerusform>Kibitz wurde beendet, ohne %n Partien zu speichern. Wiederherstellen?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Restored %n unsaved game(s).</source>
        <translation>
            <numerusform>%n ungespeicherte Partie wiederhergestellt.</numerusform>
            <numerusform>%n ungespeicherte Partien wiederhergestellt.</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” was being played when Kibitz stopped. Go on with it against %2 from the clocks its last moves recorded, or keep it as it is?</source>
        <translation>„%1“ lief noch, als Kibitz beendet wurde. Gegen %2 mit den zuletzt aufgezeichneten Uhrzeiten weiterspielen oder die Partie so lassen, wie sie ist?</translation>
    </message>
    <message>
        <source>Play On</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>Keep As It Is</source>
        <translation>So lassen</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::HeaderDialog</name>
    <message>
        <source>“%1” is not of the form YYYY.MM.DD (with ?? for unknown parts, as in 1972.??.??)</source>
        <translation>„%1“ hat nicht die Form JJJJ.MM.TT (mit ?? für Unbekanntes, wie in 1972.??.??)</translation>
    </message>
    <message>
        <source>“%1” has no month %2</source>
        <translation>„%1“ hat keinen Monat %2</translation>
    </message>
    <message>
        <source>“%1” has no day %2</source>
        <translation>„%1“ hat keinen Tag %2</translation>
    </message>
    <message>
        <source>“%1” is not a day of the calendar</source>
        <translation>„%1“ ist kein Kalendertag</translation>
    </message>
    <message>
        <source>“%1” is not a round number (such as 3, or 3.1 for board 1 of round 3; ? when unknown)</source>
        <translation>„%1“ ist keine Rundennummer (etwa 3, oder 3.1 für Brett 1 der Runde 3; ? wenn unbekannt)</translation>
    </message>
    <message>
        <source>“%1” is not a result (1-0, 0-1, 1/2-1/2 or *)</source>
        <translation>„%1“ ist kein Ergebnis (1-0, 0-1, 1/2-1/2 oder *)</translation>
    </message>
    <message>
        <source>“%1” is not a rating (a whole number, or empty)</source>
        <translation>„%1“ ist keine Wertungszahl (eine ganze Zahl oder leer)</translation>
    </message>
    <message>
        <source>“%1” is not an ECO code (a letter A–E and two digits, as in C42)</source>
        <translation>„%1“ ist kein ECO-Code (ein Buchstabe A–E und zwei Ziffern, wie C42)</translation>
    </message>
    <message>
        <source>“%1” is not a time control: “%2” should be seconds (300), seconds with increment (300+5), moves in seconds (40/7200), sandclock (*180), ? or -</source>
        <translation>„%1“ ist keine Bedenkzeit: „%2“ sollte Sekunden (300), Sekunden mit Inkrement (300+5), Züge in Sekunden (40/7200), Sanduhr (*180), ? oder - sein</translation>
    </message>
    <message>
        <source>a tag needs a name</source>
        <translation>ein Tag braucht einen Namen</translation>
    </message>
    <message>
        <source>“%1” is not a tag name (letters, digits and _ only)</source>
        <translation>„%1“ ist kein Tag-Name (nur Buchstaben, Ziffern und _)</translation>
    </message>
    <message>
        <source>a tag value cannot hold a line break</source>
        <translation>ein Tag-Wert darf keinen Zeilenumbruch enthalten</translation>
    </message>
    <message>
        <source>Game Headers</source>
        <translation>Partiedaten</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>Group of the game&apos;s headers: event, site, date, round, result</extracomment>
        <translation>Partie</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>&amp;Turnier:</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>&amp;Ort:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <source>YYYY.MM.DD, ?? for unknown</source>
        <translation>JJJJ.MM.TT, ?? für unbekannt</translation>
    </message>
    <message>
        <source>R&amp;ound:</source>
        <translation>&amp;Runde:</translation>
    </message>
    <message>
        <source>1-0 (White wins)</source>
        <translation>1-0 (Weiß gewinnt)</translation>
    </message>
    <message>
        <source>0-1 (Black wins)</source>
        <translation>0-1 (Schwarz gewinnt)</translation>
    </message>
    <message>
        <source>1/2-1/2 (draw)</source>
        <translation>1/2-1/2 (Remis)</translation>
    </message>
    <message>
        <source>* (unfinished or unknown)</source>
        <translation>* (unbeendet oder unbekannt)</translation>
    </message>
    <message>
        <source>Res&amp;ult:</source>
        <translation>&amp;Ergebnis:</translation>
    </message>
    <message>
        <source>E&amp;CO:</source>
        <translation>E&amp;CO:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Bedenkzeit:</translation>
    </message>
    <message>
        <source>none, or 300+5, 40/7200</source>
        <translation>keine, oder 300+5, 40/7200</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Weiß:</translation>
    </message>
    <message>
        <source>White &amp;rating:</source>
        <translation>Wertungszahl We&amp;iß:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Schwarz:</translation>
    </message>
    <message>
        <source>Other tags</source>
        <translation>Weitere Tags</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Tag in row %1</source>
        <translation>Tag in Zeile %1</translation>
    </message>
    <message>
        <source>%1: %2 has its own field above</source>
        <translation>%1: %2 hat oben ein eigenes Feld</translation>
    </message>
    <message>
        <source>%1: %2 describes the start position; set it up with Edit &gt; Set Up Position</source>
        <translation>%1: %2 beschreibt die Ausgangsstellung; sie wird mit Bearbeiten &gt; Stellung aufbauen eingegeben</translation>
    </message>
    <message>
        <source>%1: %2 is there twice</source>
        <translation>%1: %2 steht zweimal da</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>E&amp;ntfernen</translation>
    </message>
    <message>
        <source>Black rat&amp;ing:</source>
        <translation>Wertungszahl Schwar&amp;z:</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::ImportDialog</name>
    <message>
        <source>Import Online Games</source>
        <translation>Online-Partien importieren</translation>
    </message>
    <message>
        <source>user name</source>
        <translation>Benutzername</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>Rated games only</source>
        <translation>Nur gewertete Partien</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Import into</source>
        <translation>Importieren in</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN-Dateien (*.pgn)</translation>
    </message>
    <message>
        <source>A file that already holds the player&apos;s games gets only newer ones, never a game twice.</source>
        <translation>Eine Datei, die schon Partien des Spielers enthält, erhält nur neuere, nie eine Partie doppelt.</translation>
    </message>
    <message>
        <source>Site:</source>
        <translation>Website:</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>Dates:</source>
        <translation>Zeitraum:</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Partien:</translation>
    </message>
    <message>
        <source>Into file:</source>
        <translation>In Datei:</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>Say whose games to import.</source>
        <translation>Wessen Partien sollen importiert werden?</translation>
    </message>
    <message>
        <source>Importing games</source>
        <translation>Partien werden importiert</translation>
    </message>
    <message>
        <source>Online services are off (Edit &gt; Online Services).</source>
        <translation>Online-Dienste sind aus (Bearbeiten &gt; Online-Dienste).</translation>
    </message>
    <message numerus="yes">
        <source>%n new game(s) so far (%1)…</source>
        <translation>
            <numerusform>%n neue Partie bisher (%1)…</numerusform>
            <numerusform>%n neue Partien bisher (%1)…</numerusform>
        </translation>
    </message>
    <message>
        <source>Asking %1…</source>
        <translation>Frage %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message numerus="yes">
        <source>%n new game(s) in %1</source>
        <translation>
            <numerusform>%n neue Partie in %1</numerusform>
            <numerusform>%n neue Partien in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already there</source>
        <translation>
            <numerusform>%n bereits vorhanden</numerusform>
            <numerusform>%n bereits vorhanden</numerusform>
        </translation>
    </message>
    <message>
        <source>asked for games since %1</source>
        <translation>Partien seit %1 angefragt</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::LiveBroadcast</name>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message numerus="yes">
        <source>%1: live, %n games</source>
        <extracomment>Status bar: a broadcast round followed; %1 its name, %n how many games</extracomment>
        <translation>
            <numerusform>%1: live, %n Partie</numerusform>
            <numerusform>%1: live, %n Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the stream was cut; connecting again in %2 s</source>
        <extracomment>Status bar: %1 the broadcast, %2 seconds; the tooltip says what failed</extracomment>
        <translation>%1: der Datenstrom brach ab; neue Verbindung in %2 s</translation>
    </message>
    <message>
        <source>The games are in %1.</source>
        <translation>Die Partien stehen in %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1: the round is over, %n games</source>
        <translation>
            <numerusform>%1: die Runde ist vorbei, %n Partie</numerusform>
            <numerusform>%1: die Runde ist vorbei, %n Partien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: no longer followed, %n games</source>
        <translation>
            <numerusform>%1: nicht mehr verfolgt, %n Partie</numerusform>
            <numerusform>%1: nicht mehr verfolgt, %n Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: connecting…</source>
        <translation>%1: verbinde…</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::MainWindow</name>
    <message>
        <source>PGN files (*.pgn *.PGN *.pgn.gz);;All files (*)</source>
        <translation>PGN-Dateien (*.pgn *.PGN *.pgn.gz);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Notation</source>
        <translation>Notation</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Engine Console</source>
        <translation>Engine-Konsole</translation>
    </message>
    <message>
        <source>[Kibitz: the engine list cannot be read: %1]</source>
        <translation>[Kibitz: die Engine-Liste kann nicht gelesen werden: %1]</translation>
    </message>
    <message>
        <source>The engine list cannot be read: %1</source>
        <translation>Die Engine-Liste kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <extracomment>Pane title: the graph of the engine evaluations over the game</extracomment>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Book</source>
        <extracomment>Pane title: the opening book (Polyglot) and its moves</extracomment>
        <translation>Eröffnungsbuch</translation>
    </message>
    <message>
        <source>Tablebase</source>
        <extracomment>Pane title: endgame tablebases (Syzygy, Gaviota)</extracomment>
        <translation>Endspieldatenbank</translation>
    </message>
    <message>
        <source>No analysis during a game against the engine (Game &gt; Training Mode allows it).</source>
        <translation>Keine Analyse während einer Partie gegen die Engine (Partie &gt; Trainingsmodus erlaubt sie).</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Neue Partie</translation>
    </message>
    <message>
        <source>&amp;Open PGN…</source>
        <translation>PGN ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Export &amp;Board…</source>
        <translation>B&amp;rett exportieren…</translation>
    </message>
    <message>
        <source>E&amp;xport Game…</source>
        <translation>Partie e&amp;xportieren…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>&amp;Close Game</source>
        <translation>Partie s&amp;chließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation>&amp;FEN kopieren</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Copy PGN</source>
        <translation>&amp;PGN kopieren</translation>
    </message>
    <message>
        <source>Copy &amp;Variation as PGN</source>
        <translation>&amp;Variante als PGN kopieren</translation>
    </message>
    <message>
        <source>Ctrl+Alt+C</source>
        <translation>Ctrl+Alt+C</translation>
    </message>
    <message>
        <source>&amp;Paste FEN or PGN</source>
        <translation>FEN oder PGN ei&amp;nfügen</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Image</source>
        <translation>Brett als &amp;Bild kopieren</translation>
    </message>
    <message>
        <source>White wins (1-0)</source>
        <translation>Weiß gewinnt (1-0)</translation>
    </message>
    <message>
        <source>Black wins (0-1)</source>
        <translation>Schwarz gewinnt (0-1)</translation>
    </message>
    <message>
        <source>Draw (½-½)</source>
        <translation>Remis (½-½)</translation>
    </message>
    <message>
        <source>Unknown or unfinished (*)</source>
        <translation>Unbekannt oder unbeendet (*)</translation>
    </message>
    <message>
        <source>Game &amp;Headers…</source>
        <translation>Partie&amp;daten…</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>Set Up P&amp;osition…</source>
        <translation>Stellung &amp;aufbauen…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <source>F&amp;igurine Notation</source>
        <translation>&amp;Figurinen-Notation</translation>
    </message>
    <message>
        <source>Focus &amp;Board</source>
        <translation>&amp;Brett fokussieren</translation>
    </message>
    <message>
        <source>Ctrl+B</source>
        <translation>Ctrl+B</translation>
    </message>
    <message>
        <source>The board has the keys: arrows move, Space or Enter picks up and drops, Escape gives them back.</source>
        <translation>Das Brett hat die Tastatur: Pfeiltasten bewegen, Leertaste oder Eingabe nimmt auf und setzt ab, Escape gibt sie zurück.</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <extracomment>Menu item: start or stop the engine analysing the position</extracomment>
        <translation>&amp;Analysieren</translation>
    </message>
    <message>
        <source>Ctrl+Space</source>
        <translation>Ctrl+Space</translation>
    </message>
    <message>
        <source>Engine &amp;Options…</source>
        <translation>Engine-&amp;Optionen…</translation>
    </message>
    <message>
        <source>&amp;Manage Engines…</source>
        <translation>Engines &amp;verwalten…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Vor</translation>
    </message>
    <message>
        <source>To &amp;Start</source>
        <translation>Zum &amp;Anfang</translation>
    </message>
    <message>
        <source>To &amp;End</source>
        <translation>Zum &amp;Ende</translation>
    </message>
    <message>
        <source>&amp;Previous Variation</source>
        <translation>V&amp;orige Variante</translation>
    </message>
    <message>
        <source>&amp;Next Variation</source>
        <translation>&amp;Nächste Variante</translation>
    </message>
    <message>
        <source>Next &amp;Game</source>
        <translation>Nächste &amp;Partie</translation>
    </message>
    <message>
        <source>Previous G&amp;ame</source>
        <translation>Vorige Pa&amp;rtie</translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation>Date&amp;nbank</translation>
    </message>
    <message>
        <source>Analyse &amp;Game…</source>
        <translation>Partie anal&amp;ysieren…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+A</source>
        <translation>Ctrl+Shift+A</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Kibitz</source>
        <translation>Ü&amp;ber Kibitz</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Weiß am Zug</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Schwarz am Zug</translation>
    </message>
    <message>
        <source>, in check</source>
        <translation>, im Schach</translation>
    </message>
    <message>
        <source>. A draw by threefold repetition can be claimed</source>
        <translation>. Remis durch dreifache Stellungswiederholung kann reklamiert werden</translation>
    </message>
    <message>
        <source>. A draw by the fifty-move rule can be claimed</source>
        <translation>. Remis durch die 50-Züge-Regel kann reklamiert werden</translation>
    </message>
    <message>
        <source>Material: even</source>
        <translation>Material: ausgeglichen</translation>
    </message>
    <message>
        <source>Material: White +%1</source>
        <translation>Material: Weiß +%1</translation>
    </message>
    <message>
        <source>Material: Black +%1</source>
        <translation>Material: Schwarz +%1</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, Partie %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1[*] – Kibitz</source>
        <translation>%1[*] – Kibitz</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The game “%1” has changes that are not saved. Save them?</source>
        <translation>Die Partie „%1“ hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>Open PGN</source>
        <translation>PGN öffnen</translation>
    </message>
    <message>
        <source>Cannot open %1: no such file</source>
        <translation>%1 kann nicht geöffnet werden: Datei nicht vorhanden</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message numerus="yes">
        <source>Saved %1; %n other game(s) Kibitz cannot read were kept as they were.</source>
        <translation>
            <numerusform>%1 gespeichert; %n weitere Partie, die Kibitz nicht lesen kann, blieb unverändert.</numerusform>
            <numerusform>%1 gespeichert; %n weitere Partien, die Kibitz nicht lesen kann, blieben unverändert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Save Game As</source>
        <translation>Partie speichern unter</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln games)</source>
        <translation>
            <numerusform>%1 (%Ln Partie)</numerusform>
            <numerusform>%1 (%Ln Partien)</numerusform>
        </translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>Paste</source>
        <extracomment>Title of what was pasted from the clipboard</extracomment>
        <translation>Einfügen</translation>
    </message>
    <message>
        <source>Drop</source>
        <extracomment>Title of what was dragged and dropped onto the window (noun)</extracomment>
        <translation>Abgelegt</translation>
    </message>
    <message>
        <source>About Kibitz</source>
        <translation>Über Kibitz</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;A desktop chess workbench: play against engines, edit and annotate games, explore openings and endgames.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;Eine Schach-Werkbank für den Desktop: gegen Engines spielen, Partien bearbeiten und kommentieren, Eröffnungen und Endspiele erkunden.&lt;/p&gt;&lt;p&gt;Freie Software unter der GNU General Public License, Version 3 oder später.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>New Game from Pos&amp;ition…</source>
        <translation>Neue Partie aus Ste&amp;llung…</translation>
    </message>
    <message>
        <source>Set Resul&amp;t</source>
        <translation>Ergebnis &amp;setzen</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s) analysed; Database &gt; Save Database keeps them.</source>
        <translation>
            <numerusform>%1 von %n Partie analysiert; Datenbank &gt; Datenbank speichern behält sie.</numerusform>
            <numerusform>%1 von %n Partien analysiert; Datenbank &gt; Datenbank speichern behält sie.</numerusform>
        </translation>
    </message>
    <message>
        <source>PGN files and SCID bases (*.pgn *.PGN *.pgn.gz *.si4);;PGN files (*.pgn *.PGN *.pgn.gz);;SCID bases (*.si4);;All files (*)</source>
        <translation>PGN-Dateien und SCID-Datenbanken (*.pgn *.PGN *.pgn.gz *.si4);;PGN-Dateien (*.pgn *.PGN *.pgn.gz);;SCID-Datenbanken (*.si4);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The game “%1” is being played. Closing it ends the game. Save it first?</source>
        <translation>Die Partie „%1“ läuft noch. Schließen beendet sie. Vorher speichern?</translation>
    </message>
    <message>
        <source>The game “%1” has never been saved. Save it?</source>
        <translation>Die Partie „%1“ wurde noch nie gespeichert. Speichern?</translation>
    </message>
    <message>
        <source>Kibitz could not read all of this game: line %1, column %2: %3.</source>
        <translation>Kibitz konnte diese Partie nicht ganz lesen: Zeile %1, Spalte %2: %3.</translation>
    </message>
    <message numerus="yes">
        <source>(%n more problem(s), in the tool tip.)</source>
        <translation>
            <numerusform>(%n weiteres Problem, in der Kurzinfo.)</numerusform>
            <numerusform>(%n weitere Probleme, in der Kurzinfo.)</numerusform>
        </translation>
    </message>
    <message>
        <source>The moves before it are shown. What could not be read is kept as it was, in a comment where it stood, and saving keeps it.</source>
        <translation>Die Züge davor werden gezeigt. Was nicht gelesen werden konnte, bleibt unverändert als Kommentar an seiner Stelle erhalten und wird mitgespeichert.</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>&amp;Train</source>
        <translation>&amp;Training</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Results cannot be kept: %1</source>
        <translation>Ergebnisse können nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Learn From Your &amp;Mistakes…</source>
        <translation>Aus eigenen &amp;Fehlern lernen…</translation>
    </message>
    <message>
        <source>Drill &amp;Repertoire…</source>
        <translation>&amp;Repertoire üben…</translation>
    </message>
    <message>
        <source>&amp;Endgames…</source>
        <translation>&amp;Endspiele…</translation>
    </message>
    <message>
        <source>&amp;Clock Times in Notation</source>
        <translation>Ze&amp;iten in der Notation</translation>
    </message>
    <message>
        <source>E&amp;valuations in Notation</source>
        <translation>B&amp;ewertungen in der Notation</translation>
    </message>
    <message>
        <source>Go to a move to annotate it.</source>
        <translation>Gehen Sie zu einem Zug, um ihn zu kommentieren.</translation>
    </message>
    <message>
        <source>Reset &amp;Layout</source>
        <extracomment>Menu item: every pane back where a first start puts it</extracomment>
        <translation>Anordnung &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>&amp;Kommentieren</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <comment>annotation</comment>
        <extracomment>Annotate menu item: the symbol (!, ?, +-), then its name (&quot;Good move&quot;)</extracomment>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>&amp;Type a Move</source>
        <extracomment>Menu item: opens the line over the board where a move or symbol is typed</extracomment>
        <translation>Zug &amp;eingeben</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Being played: quitting ends the game</source>
        <translation>Partie läuft: Beenden bricht die Partie ab</translation>
    </message>
    <message>
        <source>Never saved</source>
        <translation>Nie gespeichert</translation>
    </message>
    <message>
        <source>Changes not saved to %1</source>
        <translation>Änderungen nicht in %1 gespeichert</translation>
    </message>
    <message>
        <source>Explorer</source>
        <extracomment>Pane title: lichess&apos;s opening explorer (masters, lichess games, a player&apos;s games)</extracomment>
        <translation>Explorer</translation>
    </message>
    <message>
        <source>I&amp;mport Online Games…</source>
        <translation>Online-Partien i&amp;mportieren…</translation>
    </message>
    <message>
        <source>Online &amp;Services…</source>
        <translation>&amp;Online-Dienste…</translation>
    </message>
    <message>
        <source>The cloud evaluation beside the engine&apos;s lines</source>
        <translation>Die Cloud-Bewertung neben den Varianten der Engine</translation>
    </message>
    <message>
        <source>The tablebase pane, for a position the local tables lack,</source>
        <translation>Der Endspieldatenbank-Bereich, für eine Stellung, die den lokalen Tabellen fehlt,</translation>
    </message>
    <message>
        <source>The tablebase pane</source>
        <translation>Der Endspieldatenbank-Bereich</translation>
    </message>
    <message>
        <source>Grading endgames</source>
        <translation>Die Bewertung von Endspielen</translation>
    </message>
    <message>
        <source>online services are not ready</source>
        <translation>die Online-Dienste sind nicht bereit</translation>
    </message>
    <message>
        <source>%1 holds a broadcast being followed: Kibitz writes it as moves come.</source>
        <translation>%1 enthält eine verfolgte Übertragung: Kibitz schreibt die Datei, während die Züge kommen.</translation>
    </message>
    <message>
        <source>Follow Broadcast</source>
        <translation>Übertragung verfolgen</translation>
    </message>
    <message>
        <source>Following a broadcast</source>
        <extracomment>What asks to go online, in the first-use question</extracomment>
        <translation>Das Verfolgen einer Übertragung</translation>
    </message>
    <message>
        <source>&amp;Follow Broadcast…</source>
        <translation>Übertragung &amp;verfolgen…</translation>
    </message>
    <message>
        <source>Online services are off: Edit &gt; Online Services turns them on.</source>
        <translation>Die Online-Dienste sind aus: Bearbeiten &gt; Online-Dienste schaltet sie ein.</translation>
    </message>
    <message>
        <source>Stop Following Broadcas&amp;t</source>
        <translation>Verfolgen der Übertragun&amp;g beenden</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::MistakesTrainer</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Show &amp;Solution</source>
        <translation>&amp;Lösung zeigen</translation>
    </message>
    <message>
        <source>Learn From Your Mistakes</source>
        <translation>Aus eigenen Fehlern lernen</translation>
    </message>
    <message>
        <source>Mistakes of:</source>
        <translation>Fehler von:</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>&amp;Voriges</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Nächstes</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Every exercise: ✓ solved at the first try, ✗ missed, ○ not tried yet</source>
        <translation>Jede Aufgabe: ✓ beim ersten Versuch gelöst, ✗ verfehlt, ○ noch nicht versucht</translation>
    </message>
    <message>
        <source>No exercises</source>
        <translation>Keine Aufgaben</translation>
    </message>
    <message>
        <source>Open an annotated game (its ? and ?? moves) or an EPD file with bm.</source>
        <translation>Öffnen Sie eine kommentierte Partie (ihre ?- und ??-Züge) oder eine EPD-Datei mit bm.</translation>
    </message>
    <message>
        <source>Cannot read %1.</source>
        <translation>%1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <source>%1 has no mistakes (?) or blunders (??) with a better move.</source>
        <translation>%1 hat keine Fehler (?) oder groben Fehler (??) mit einem besseren Zug.</translation>
    </message>
    <message>
        <source>Open Annotated Games or Exercises</source>
        <translation>Kommentierte Partien oder Aufgaben öffnen</translation>
    </message>
    <message>
        <source>Annotated games and exercises (*.pgn *.pgn.gz *.epd);;All files (*)</source>
        <translation>Kommentierte Partien und Aufgaben (*.pgn *.pgn.gz *.epd);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>%1 of %2 · %3</source>
        <translation>%1 von %2 · %3</translation>
    </message>
    <message>
        <source>%1 to move. %2 played %3 here: find a better move.</source>
        <translation>%1 am Zug. %2 spielte hier %3: finden Sie einen besseren Zug.</translation>
    </message>
    <message>
        <source>a mistake</source>
        <translation>einen Fehler</translation>
    </message>
    <message>
        <source>(Before: %1 of %2 tries solved at once.)</source>
        <translation>(Bisher: %1 von %2 Versuchen auf Anhieb gelöst.)</translation>
    </message>
    <message>
        <source>Hint: this piece, to the green square.</source>
        <translation>Tipp: diese Figur, auf das grüne Feld.</translation>
    </message>
    <message>
        <source>Hint: move this piece.</source>
        <translation>Tipp: ziehen Sie diese Figur.</translation>
    </message>
    <message>
        <source>The solution: %1.</source>
        <translation>Die Lösung: %1.</translation>
    </message>
    <message>
        <source>%1: thinking…</source>
        <translation>%1: wird geprüft…</translation>
    </message>
    <message>
        <source>Right: %1. The line: %2.</source>
        <translation>Richtig: %1. Die Variante: %2.</translation>
    </message>
    <message>
        <source>Right: %1 (%2). The game&apos;s line: %3.</source>
        <translation>Richtig: %1 (%2). Die Variante der Partie: %3.</translation>
    </message>
    <message>
        <source>Not %1: %2. Try again, or ask for a hint.</source>
        <translation>Nicht %1: %2. Versuchen Sie es noch einmal oder holen Sie sich einen Tipp.</translation>
    </message>
    <message>
        <source>this game</source>
        <translation>diese Partie</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::MoveEntry</name>
    <message>
        <source>Type a move, such as e4, Nf3 or e2e4.</source>
        <translation>Geben Sie einen Zug ein, etwa e4, Nf3 oder e2e4.</translation>
    </message>
    <message>
        <source>Move or symbol</source>
        <extracomment>Placeholder of the line where a move is typed over the board</extracomment>
        <translation>Zug oder Symbol</translation>
    </message>
    <message>
        <source>Typed move</source>
        <translation>Eingegebener Zug</translation>
    </message>
    <message>
        <source>Enter plays the move (e4, Nf3, e2e4, O-O) or sets the symbol (!, ?, +-); Escape closes</source>
        <translation>Enter spielt den Zug (e4, Nf3, e2e4, O-O) oder setzt das Symbol (!, ?, +-); Escape schließt</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::MoveTreeView</name>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>No moves yet. Play a move on the board.</source>
        <translation>Noch keine Züge. Einen Zug auf dem Brett spielen.</translation>
    </message>
    <message>
        <source>Edit game comment…</source>
        <translation>Partiekommentar bearbeiten…</translation>
    </message>
    <message>
        <source>Game headers…</source>
        <translation>Partiedaten…</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Variante nach oben</translation>
    </message>
    <message>
        <source>Demote variation</source>
        <translation>Variante nach unten</translation>
    </message>
    <message>
        <source>Make main line</source>
        <translation>Zur Hauptvariante machen</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>Variante löschen</translation>
    </message>
    <message>
        <source>Delete from here</source>
        <translation>Ab hier löschen</translation>
    </message>
    <message>
        <source>Copy variation as PGN</source>
        <translation>Variante als PGN kopieren</translation>
    </message>
    <message>
        <source>Comment after move…</source>
        <translation>Kommentar nach dem Zug…</translation>
    </message>
    <message>
        <source>Comment before move…</source>
        <translation>Kommentar vor dem Zug…</translation>
    </message>
    <message>
        <source>Annotation</source>
        <extracomment>Menu of move symbols (!, ?, !!, ...) and position evaluations (=, +-, ...)</extracomment>
        <translation>Bewertungszeichen</translation>
    </message>
    <message>
        <source>Good move</source>
        <translation>Guter Zug</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Brilliant move</source>
        <translation>Brillanter Zug</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Grober Fehler</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation>Interessanter Zug</translation>
    </message>
    <message>
        <source>Dubious move</source>
        <translation>Zweifelhafter Zug</translation>
    </message>
    <message>
        <source>Equal position</source>
        <translation>Ausgeglichene Stellung</translation>
    </message>
    <message>
        <source>Unclear position</source>
        <translation>Unklare Stellung</translation>
    </message>
    <message>
        <source>White is slightly better</source>
        <translation>Weiß steht leicht besser</translation>
    </message>
    <message>
        <source>Black is slightly better</source>
        <translation>Schwarz steht leicht besser</translation>
    </message>
    <message>
        <source>White is better</source>
        <translation>Weiß steht besser</translation>
    </message>
    <message>
        <source>Black is better</source>
        <translation>Schwarz steht besser</translation>
    </message>
    <message>
        <source>White is winning</source>
        <translation>Weiß steht auf Gewinn</translation>
    </message>
    <message>
        <source>Black is winning</source>
        <translation>Schwarz steht auf Gewinn</translation>
    </message>
    <message>
        <source>Novelty</source>
        <extracomment>A move never played before (NAG 146, N)</extracomment>
        <translation>Neuerung</translation>
    </message>
    <message>
        <source>Clear annotations</source>
        <translation>Bewertungszeichen entfernen</translation>
    </message>
    <message>
        <source>Comment on the game:</source>
        <translation>Kommentar zur Partie:</translation>
    </message>
    <message>
        <source>Comment before %1:</source>
        <translation>Kommentar vor %1:</translation>
    </message>
    <message>
        <source>Comment after %1:</source>
        <translation>Kommentar nach %1:</translation>
    </message>
    <message>
        <source>last book move</source>
        <translation>letzter Buchzug</translation>
    </message>
    <message>
        <source>Show Clock Times</source>
        <translation>Zeiten zeigen</translation>
    </message>
    <message>
        <source>Show Evaluations</source>
        <translation>Bewertungen zeigen</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::NewGameDialog</name>
    <message>
        <source>Bullet 1 min + 0</source>
        <translation>Bullet 1 min + 0</translation>
    </message>
    <message>
        <source>Blitz 3 min + 2 s</source>
        <translation>Blitz 3 min + 2 s</translation>
    </message>
    <message>
        <source>Blitz 5 min + 3 s</source>
        <translation>Blitz 5 min + 3 s</translation>
    </message>
    <message>
        <source>Rapid 10 min + 5 s</source>
        <translation>Schnellschach 10 min + 5 s</translation>
    </message>
    <message>
        <source>Rapid 15 min + 10 s</source>
        <translation>Schnellschach 15 min + 10 s</translation>
    </message>
    <message>
        <source>Classical 30 min + 20 s</source>
        <translation>Klassisch 30 min + 20 s</translation>
    </message>
    <message>
        <source>Classical 40 moves in 90 min, then 30 min, + 30 s</source>
        <translation>Klassisch 40 Züge in 90 min, dann 30 min, + 30 s</translation>
    </message>
    <message>
        <source>1 s per move</source>
        <translation>1 s pro Zug</translation>
    </message>
    <message>
        <source>5 s per move</source>
        <translation>5 s pro Zug</translation>
    </message>
    <message>
        <source>Depth 8</source>
        <translation>Tiefe 8</translation>
    </message>
    <message>
        <source>100,000 nodes</source>
        <translation>100.000 Knoten</translation>
    </message>
    <message>
        <source>New Game Against Engine</source>
        <translation>Neue Partie gegen die Engine</translation>
    </message>
    <message>
        <source>Engine Match</source>
        <translation>Engine-Wettkampf</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Engine:</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Weiß:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Schwarz:</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Random</source>
        <extracomment>Your colour is chosen at random</extracomment>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>You &amp;play:</source>
        <translation>Sie s&amp;pielen:</translation>
    </message>
    <message>
        <source>Full strength</source>
        <translation>Volle Stärke</translation>
    </message>
    <message>
        <source>The engine plays at about this rating, if it can limit its strength</source>
        <translation>Die Engine spielt etwa mit dieser Wertungszahl, wenn sie ihre Stärke begrenzen kann</translation>
    </message>
    <message>
        <source>Engine &amp;strength (Elo):</source>
        <translation>Engine-&amp;Stärke (Elo):</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigene</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Bedenkzeit:</translation>
    </message>
    <message>
        <source>Base+increment in seconds or with units (300+2, 5m+3s, 0:30+0.5), periods (40/5400+30:1800+30), or movetime=S, depth=N, nodes=N</source>
        <translation>Grundzeit+Inkrement in Sekunden oder mit Einheiten (300+2, 5m+3s, 0:30+0.5), Perioden (40/5400+30:1800+30) oder movetime=S, depth=N, nodes=N</translation>
    </message>
    <message>
        <source>As te&amp;xt:</source>
        <translation>Als Te&amp;xt:</translation>
    </message>
    <message>
        <source>Standard</source>
        <extracomment>The start position: standard chess (not Chess960)</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Chess960, at random</source>
        <translation>Chess960, zufällig</translation>
    </message>
    <message>
        <source>Chess960, number:</source>
        <translation>Chess960, Nummer:</translation>
    </message>
    <message>
        <source>Chess960 start positions are numbered 0-959; 518 is the standard one</source>
        <translation>Chess960-Startstellungen sind von 0 bis 959 nummeriert; 518 ist die normale</translation>
    </message>
    <message>
        <source>St&amp;art:</source>
        <translation>St&amp;art:</translation>
    </message>
    <message>
        <source>T&amp;raining mode: keep the book, engine and tablebase panes in view</source>
        <translation>T&amp;rainingsmodus: Eröffnungsbuch, Engine und Endspieldatenbank bleiben sichtbar</translation>
    </message>
    <message>
        <source>Without it those panes are covered until the game ends</source>
        <translation>Sonst sind diese Bereiche bis zum Ende der Partie verdeckt</translation>
    </message>
    <message>
        <source>No engine is known: add one to the engine list, or install one.</source>
        <translation>Keine Engine bekannt: eine zur Engine-Liste hinzufügen oder eine installieren.</translation>
    </message>
    <message>
        <source>Engine plays from a book (choose one in the Book pane)</source>
        <translation>Die Engine spielt aus einem Eröffnungsbuch (im Bereich Eröffnungsbuch wählen)</translation>
    </message>
    <message>
        <source>Engine plays from the b&amp;ook: %1</source>
        <translation>Die Engine spielt aus dem Eröffnungsb&amp;uch: %1</translation>
    </message>
    <message>
        <source>Engines play from the b&amp;ook: %1</source>
        <translation>Die Engines spielen aus dem Eröffnungsb&amp;uch: %1</translation>
    </message>
    <message>
        <source>Not a time control: %1</source>
        <translation>Keine Bedenkzeit: %1</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 per move</source>
        <translation>%1 pro Zug</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>Tiefe %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln node(s)</source>
        <translation>
            <numerusform>%Ln Knoten</numerusform>
            <numerusform>%Ln Knoten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) in %1</source>
        <extracomment>%n moves to make in the time %1 (a period of a classical time control)</extracomment>
        <translation>
            <numerusform>%n Zug in %1</numerusform>
            <numerusform>%n Züge in %1</numerusform>
        </translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, dann </translation>
    </message>
    <message>
        <source>%1, repeating</source>
        <translation>%1, wiederholt</translation>
    </message>
    <message>
        <source>Start from the position on the boar&amp;d</source>
        <translation>Von der Stellung auf &amp;dem Brett aus beginnen</translation>
    </message>
    <message>
        <source>Chess</source>
        <translation>Schach</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>No engine in the list plays %1.</source>
        <translation>Keine Engine der Liste spielt %1.</translation>
    </message>
    <message>
        <source>Po&amp;nder: the engine thinks on your time</source>
        <translation>Perma&amp;nent Brain: die Engine denkt in Ihrer Bedenkzeit mit</translation>
    </message>
    <message>
        <source>Po&amp;nder: each engine thinks on its opponent&apos;s time</source>
        <translation>Perma&amp;nent Brain: jede Engine denkt in der Bedenkzeit ihres Gegners mit</translation>
    </message>
    <message>
        <source>After its move the engine goes on thinking about the reply it expects; when that reply comes, it answers sooner and better</source>
        <translation>Nach ihrem Zug denkt die Engine über die erwartete Antwort weiter nach; kommt diese Antwort, zieht sie schneller und besser</translation>
    </message>
    <message>
        <source>Asking the engines which variants they play…</source>
        <translation>Die Engines werden gefragt, welche Varianten sie spielen…</translation>
    </message>
    <message>
        <source>The book holds standard chess from its start position</source>
        <translation>Das Buch enthält Standardschach ab der Grundstellung</translation>
    </message>
    <message>
        <source>Kibitz plays at about this rating, from %1 to %2 (levels calibrated against Stockfish&apos;s); above that, at full strength</source>
        <translation>Kibitz spielt etwa mit dieser Wertungszahl, von %1 bis %2 (Stufen an denen von Stockfish geeicht); darüber mit voller Stärke</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::NewMoveDialog</name>
    <message>
        <source>New &amp;Variation</source>
        <translation>Neue &amp;Variante</translation>
    </message>
    <message>
        <source>New &amp;Main Line</source>
        <translation>Neue &amp;Hauptvariante</translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation>Ü&amp;berschreiben</translation>
    </message>
    <message>
        <source>&amp;Insert</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <source>&amp;Always do this (Edit &gt; Preferences asks again)</source>
        <translation>&amp;Immer so verfahren (Bearbeiten &gt; Einstellungen fragt wieder)</translation>
    </message>
    <message>
        <source>New Move</source>
        <extracomment>Title of the question where a move entered goes, when the game goes on with another</extracomment>
        <translation>Neuer Zug</translation>
    </message>
    <message>
        <source>The game goes on with %1 here. Where does %2 go?</source>
        <translation>Die Partie geht hier mit %1 weiter. Wohin mit %2?</translation>
    </message>
    <message>
        <source>%1 becomes a variation; the game goes on with %2</source>
        <translation>%1 wird eine Variante; die Partie geht mit %2 weiter</translation>
    </message>
    <message>
        <source>%1 becomes the main line; %2 and what follows it a variation</source>
        <translation>%1 wird Hauptvariante; %2 und die Folgezüge werden eine Variante</translation>
    </message>
    <message>
        <source>%1 replaces %2 and everything after it</source>
        <translation>%1 ersetzt %2 und alles danach</translation>
    </message>
    <message>
        <source>%1 replaces %2; the moves after it are kept as far as they stay legal</source>
        <translation>%1 ersetzt %2; die folgenden Züge bleiben erhalten, soweit sie legal bleiben</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::OnlineDialog</name>
    <message>
        <source>Online Services</source>
        <translation>Online-Dienste</translation>
    </message>
    <message>
        <source>Use online services (lichess.org, chess.com)</source>
        <translation>Online-Dienste nutzen (lichess.org, chess.com)</translation>
    </message>
    <message>
        <source>When on, Kibitz sends the position shown (as FEN) to lichess&apos;s opening explorer, tablebase and cloud evaluation, and a player&apos;s name to lichess or chess.com when you import games. Nothing is sent while this is off.</source>
        <translation>Wenn eingeschaltet, sendet Kibitz die gezeigte Stellung (als FEN) an Eröffnungsexplorer, Endspieldatenbank und Cloud-Bewertung von lichess sowie beim Import von Partien den Namen eines Spielers an lichess oder chess.com. Solange dies aus ist, wird nichts gesendet.</translation>
    </message>
    <message>
        <source>lip_… (lichess.org/account/oauth/token)</source>
        <translation>lip_… (lichess.org/account/oauth/token)</translation>
    </message>
    <message>
        <source>lichess:</source>
        <translation>lichess:</translation>
    </message>
    <message>
        <source>Opening explorer:</source>
        <translation>Eröffnungsexplorer:</translation>
    </message>
    <message>
        <source>Tablebase:</source>
        <translation>Endspieldatenbank:</translation>
    </message>
    <message>
        <source>chess.com:</source>
        <translation>chess.com:</translation>
    </message>
    <message>
        <source>lichess token:</source>
        <translation>lichess-Token:</translation>
    </message>
    <message>
        <source>Default Servers</source>
        <translation>Standardserver</translation>
    </message>
    <message>
        <source>&amp;Log In with lichess…</source>
        <translation>Bei lichess an&amp;melden…</translation>
    </message>
    <message>
        <source>Opens lichess in your browser to give Kibitz a token (no scope: it only says who you are)</source>
        <translation>Öffnet lichess in Ihrem Browser, um Kibitz ein Token zu geben (ohne Berechtigungen: es sagt nur, wer Sie sind)</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::OnlineServices</name>
    <message>
        <source>%1: asked to slow down, waiting %2 s</source>
        <translation>%1: um Verlangsamung gebeten, warte %2 s</translation>
    </message>
    <message>
        <source>The token comes from KIBITZ_LICHESS_TOKEN (this session only).</source>
        <translation>Das Token stammt aus KIBITZ_LICHESS_TOKEN (nur für diese Sitzung).</translation>
    </message>
    <message>
        <source>Online Services</source>
        <translation>Online-Dienste</translation>
    </message>
    <message>
        <source>%1 asks lichess.org (or chess.com) over the internet: the position&apos;s FEN, or the player&apos;s name, is sent to the server.

Turn online services on? You can change this and the servers in Edit &gt; Online Services.</source>
        <translation>%1 fragt lichess.org (oder chess.com) über das Internet: Die FEN der Stellung oder der Name des Spielers wird an den Server gesendet.

Online-Dienste einschalten? Dies und die Server lassen sich unter Bearbeiten &gt; Online-Dienste ändern.</translation>
    </message>
    <message>
        <source>Saving the token in the keyring…</source>
        <translation>Token wird im Schlüsselbund gespeichert…</translation>
    </message>
    <message>
        <source>No token.</source>
        <translation>Kein Token.</translation>
    </message>
    <message>
        <source>The token is kept in the desktop&apos;s keyring.</source>
        <translation>Das Token wird im Schlüsselbund des Desktops aufbewahrt.</translation>
    </message>
    <message>
        <source>No keyring could keep the token (%1): it is kept for this session only.</source>
        <translation>Kein Schlüsselbund konnte das Token aufnehmen (%1): Es wird nur für diese Sitzung aufbewahrt.</translation>
    </message>
    <message>
        <source>This build of Kibitz has no keyring support: the token is kept for this session only.</source>
        <translation>Diese Kibitz-Version unterstützt keinen Schlüsselbund: Das Token wird nur für diese Sitzung aufbewahrt.</translation>
    </message>
    <message>
        <source>No keyring is available (%1): a token is kept for this session only.</source>
        <translation>Kein Schlüsselbund verfügbar (%1): Ein Token wird nur für diese Sitzung aufbewahrt.</translation>
    </message>
    <message>
        <source>Online: %1…</source>
        <translation>Online: %1…</translation>
    </message>
    <message>
        <source>online services are off (Edit &gt; Online Services)</source>
        <translation>die Online-Dienste sind aus (Bearbeiten &gt; Online-Dienste)</translation>
    </message>
    <message>
        <source>Waiting for your answer to lichess in the browser…</source>
        <translation>Warte auf Ihre Antwort an lichess im Browser…</translation>
    </message>
    <message>
        <source>No browser could be opened: the address of lichess&apos;s prompt is on the clipboard; open it in a browser.</source>
        <translation>Kein Browser ließ sich öffnen: Die Adresse der lichess-Anmeldung liegt in der Zwischenablage; öffnen Sie sie in einem Browser.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::OpeningLabel</name>
    <message>
        <source>the start position</source>
        <translation>die Ausgangsstellung</translation>
    </message>
    <message>
        <source>Reached at %1; the named line is %2</source>
        <translation>Erreicht bei %1; die benannte Variante ist %2</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::OpeningTreePane</name>
    <message>
        <source>Move</source>
        <extracomment>Columns of the opening tree: the move, the games that played it, their results</extracomment>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>White / Draw / Black</source>
        <translation>Weiß / Remis / Schwarz</translation>
    </message>
    <message>
        <source>Elo</source>
        <comment>average rating of the players who made the move</comment>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Perf.</source>
        <comment>performance rating</comment>
        <translation>Perf.</translation>
    </message>
    <message>
        <source>Last</source>
        <comment>last year the move was played</comment>
        <translation>Zuletzt</translation>
    </message>
    <message>
        <source>The database is being read…</source>
        <translation>Die Datenbank wird gelesen…</translation>
    </message>
    <message>
        <source>Open a database (a PGN file of games) to see the moves played here.</source>
        <translation>Eine Datenbank (eine PGN-Datei mit Partien) öffnen, um die hier gespielten Züge zu sehen.</translation>
    </message>
    <message>
        <source>No game of %1 reaches this position.</source>
        <translation>Keine Partie aus %1 erreicht diese Stellung.</translation>
    </message>
    <message>
        <source>(end)</source>
        <comment>games that end here</comment>
        <translation>(Ende)</translation>
    </message>
    <message>
        <source>White wins %1, draws %2, Black wins %3</source>
        <translation>Weiß gewinnt %1, Remis %2, Schwarz gewinnt %3</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) of %1 reach this position</source>
        <translation>
            <numerusform>%Ln Partie aus %1 erreicht diese Stellung</numerusform>
            <numerusform>%Ln Partien aus %1 erreichen diese Stellung</numerusform>
        </translation>
    </message>
    <message>
        <source>quick search “%1”</source>
        <translation>Schnellsuche „%1“</translation>
    </message>
    <message>
        <source>the filter</source>
        <translation>der Filter</translation>
    </message>
    <message>
        <source>The games of %1 cannot be searched: its index cannot be read.</source>
        <translation>Die Partien von %1 können nicht durchsucht werden: Ihr Index ist nicht lesbar.</translation>
    </message>
    <message numerus="yes">
        <source>the %Ln game(s) in the list of %1 (%2)</source>
        <extracomment>The opening tree&apos;s games, after &quot;12 games reach this position, of&quot;: &quot;the 3,441 games in the list of master.pgn (Games reaching the board&apos;s position)&quot;</extracomment>
        <translation>
            <numerusform>der %Ln Partie in der Liste von %1 (%2)</numerusform>
            <numerusform>den %Ln Partien in der Liste von %1 (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>No game reaches this position, of %1.</source>
        <translation>Keine Partie erreicht diese Stellung, von %1.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) reach this position, of %1</source>
        <translation>
            <numerusform>%Ln Partie erreicht diese Stellung, von %1</numerusform>
            <numerusform>%Ln Partien erreichen diese Stellung, von %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PaneCover</name>
    <message>
        <source>Hidden while you play against the engine.
Game &gt; Training Mode shows it.</source>
        <translation>Verdeckt, während Sie gegen die Engine spielen.
Partie &gt; Trainingsmodus zeigt es.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PieceSet</name>
    <message>
        <source>white pawn</source>
        <translation>weißer Bauer</translation>
    </message>
    <message>
        <source>white knight</source>
        <translation>weißer Springer</translation>
    </message>
    <message>
        <source>white bishop</source>
        <translation>weißer Läufer</translation>
    </message>
    <message>
        <source>white rook</source>
        <translation>weißer Turm</translation>
    </message>
    <message>
        <source>white queen</source>
        <translation>weiße Dame</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>weißer König</translation>
    </message>
    <message>
        <source>black pawn</source>
        <translation>schwarzer Bauer</translation>
    </message>
    <message>
        <source>black knight</source>
        <translation>schwarzer Springer</translation>
    </message>
    <message>
        <source>black bishop</source>
        <translation>schwarzer Läufer</translation>
    </message>
    <message>
        <source>black rook</source>
        <translation>schwarzer Turm</translation>
    </message>
    <message>
        <source>black queen</source>
        <translation>schwarze Dame</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>schwarzer König</translation>
    </message>
    <message>
        <source>The piece folder %1 does not exist.</source>
        <translation>Der Figurenordner %1 existiert nicht.</translation>
    </message>
    <message>
        <source>The piece folder %1 holds no SVG files.</source>
        <translation>Der Figurenordner %1 enthält keine SVG-Dateien.</translation>
    </message>
    <message>
        <source>The piece folder %1 has no chess piece SVGs: expected files named like wK.svg, WhiteKing.svg or king-white.svg.</source>
        <translation>Der Figurenordner %1 enthält keine Schachfiguren-SVGs: erwartet werden Dateien wie wK.svg, WhiteKing.svg oder king-white.svg.</translation>
    </message>
    <message>
        <source>The piece folder %1 lacks the %2 (its files are named like %3).</source>
        <translation>Im Figurenordner %1 fehlt: %2 (seine Dateien heißen wie %3).</translation>
    </message>
    <message>
        <source>The piece file %1 (%2) is not a readable SVG.</source>
        <translation>Die Figurendatei %1 (%2) ist kein lesbares SVG.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PlayController</name>
    <message>
        <source>Clock</source>
        <extracomment>Pane title: the chess clock</extracomment>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>The game was replaced in the window.</source>
        <translation>Die Partie wurde im Fenster ersetzt.</translation>
    </message>
    <message>
        <source>The game&apos;s tab was closed.</source>
        <translation>Der Reiter der Partie wurde geschlossen.</translation>
    </message>
    <message>
        <source>New Game Against &amp;Engine…</source>
        <translation>Neue Partie gegen die &amp;Engine…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>Engine &amp;Match…</source>
        <translation>Engine-&amp;Wettkampf…</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <extracomment>Menu item: give up the game</extracomment>
        <translation>&amp;Aufgeben</translation>
    </message>
    <message>
        <source>Offer &amp;Draw</source>
        <extracomment>Menu items: offer a draw to the engine; claim a draw (repetition, fifty moves)</extracomment>
        <translation>&amp;Remis anbieten</translation>
    </message>
    <message>
        <source>&amp;Claim Draw</source>
        <translation>Remis re&amp;klamieren</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <extracomment>Menu item: take back the last move (yours and the engine&apos;s answer)</extracomment>
        <translation>Zug &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>Ctrl+Backspace</source>
        <translation>Ctrl+Backspace</translation>
    </message>
    <message>
        <source>&amp;Stop Game</source>
        <translation>Partie a&amp;bbrechen</translation>
    </message>
    <message>
        <source>Show the book, engine and tablebase panes while playing</source>
        <translation>Eröffnungsbuch, Engine und Endspieldatenbank beim Spielen zeigen</translation>
    </message>
    <message>
        <source>%1 declines the draw.</source>
        <translation>%1 lehnt das Remis ab.</translation>
    </message>
    <message>
        <source>%1 offers a draw (Game &gt; Offer Draw accepts it).</source>
        <translation>%1 bietet Remis an (Partie &gt; Remis annehmen nimmt es an).</translation>
    </message>
    <message>
        <source>%1 – %2, %3</source>
        <translation>%1 – %2, %3</translation>
    </message>
    <message>
        <source>%1 cannot limit its strength: it plays at full strength.</source>
        <translation>%1 kann seine Stärke nicht begrenzen: die Engine spielt mit voller Stärke.</translation>
    </message>
    <message>
        <source>Accept &amp;Draw</source>
        <translation>Remis &amp;annehmen</translation>
    </message>
    <message>
        <source>Claim Draw</source>
        <extracomment>Dialog title: claim a draw by threefold repetition or the fifty-move rule (verb)</extracomment>
        <translation>Remis reklamieren</translation>
    </message>
    <message>
        <source>The draw can be claimed with the move that creates it. Play and claim with:</source>
        <translation>Das Remis kann mit dem Zug reklamiert werden, der es herbeiführt. Spielen und reklamieren mit:</translation>
    </message>
    <message>
        <source>The game was stopped.</source>
        <translation>Die Partie wurde abgebrochen.</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <extracomment>%1 is the result (1-0), %2 why the game ended</extracomment>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>Tra&amp;ining Mode</source>
        <translation>&amp;Trainingsmodus</translation>
    </message>
    <message>
        <source>%1 does not play %2.</source>
        <translation>%1 spielt kein %2.</translation>
    </message>
    <message>
        <source>T&amp;ournament…</source>
        <translation>T&amp;urnier…</translation>
    </message>
    <message>
        <source>Resign this game? It ends at once, lost.</source>
        <translation>Diese Partie aufgeben? Sie endet sofort als verloren.</translation>
    </message>
    <message>
        <source>Resign</source>
        <extracomment>Dialog title: give up the game (verb)</extracomment>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Play On</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>Stop this game? It ends without a result; the moves stay in its tab.</source>
        <translation>Diese Partie abbrechen? Sie endet ohne Ergebnis; die Züge bleiben in ihrem Tab.</translation>
    </message>
    <message>
        <source>Stop Game</source>
        <translation>Partie abbrechen</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>The name of the user playing, when the system gives none</extracomment>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>There is no game to go on with.</source>
        <translation>Es gibt keine Partie zum Weiterspielen.</translation>
    </message>
    <message>
        <source>The time control “%1” cannot be read: %2</source>
        <translation>Die Bedenkzeit „%1“ kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The engine “%1” is no longer known.</source>
        <translation>Die Engine „%1“ ist nicht mehr bekannt.</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <extracomment>Menu item: ask the engine which move it expects from you</extracomment>
        <translation>T&amp;ipp</translation>
    </message>
    <message>
        <source>Ctrl+Alt+H</source>
        <translation>Ctrl+Alt+H</translation>
    </message>
    <message>
        <source>&amp;Pause Game</source>
        <extracomment>Menu item: stop the clocks and the engines for a while (becomes &quot;Resume Game&quot;)</extracomment>
        <translation>Partie &amp;pausieren</translation>
    </message>
    <message>
        <source>&amp;Resume Game</source>
        <translation>Partie &amp;fortsetzen</translation>
    </message>
    <message>
        <source>Paused. Game &gt; Resume Game goes on.</source>
        <translation>Pausiert. Partie &gt; Partie fortsetzen spielt weiter.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <extracomment>%1 is a move in SAN (Nf3)</extracomment>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <source>The engine has no hint.</source>
        <translation>Die Engine hat keinen Tipp.</translation>
    </message>
    <message>
        <source>Asking the engine for a hint…</source>
        <translation>Die Engine wird nach einem Tipp gefragt…</translation>
    </message>
    <message>
        <source>%1 as %2</source>
        <extracomment>The engine console&apos;s name for a game&apos;s engine: %1 its name, %2 the seat</extracomment>
        <translation>%1 als %2</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PlayerNamesDialog</name>
    <message>
        <source>Show players with one spelling</source>
        <translation>Spieler mit nur einer Schreibweise zeigen</translation>
    </message>
    <message>
        <source>&amp;Merge Spellings</source>
        <translation>Schreibweisen &amp;zusammenführen</translation>
    </message>
    <message>
        <source>Merge &amp;Into…</source>
        <translation>Zusammenführen &amp;in…</translation>
    </message>
    <message>
        <source>&amp;Undo Merge</source>
        <translation>Zusammenführung &amp;rückgängig</translation>
    </message>
    <message>
        <source>Player Names</source>
        <translation>Spielernamen</translation>
    </message>
    <message>
        <source>Player (“Polgar”, “Carlsen, M”)</source>
        <translation>Spieler („Polgar“, „Carlsen, M“)</translation>
    </message>
    <message>
        <source>Player and spellings</source>
        <translation>Spieler und Schreibweisen</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Rewrites the White and Black tags of the player&apos;s other spellings to the selected spelling (or the commonest)</source>
        <translation>Schreibt die Weiß- und Schwarz-Tags der anderen Schreibweisen des Spielers auf die gewählte (oder häufigste) Schreibweise um</translation>
    </message>
    <message>
        <source>A spelling that may be one of several players: choose which, and its tags are rewritten to that player&apos;s name</source>
        <translation>Eine Schreibweise, die zu mehreren Spielern gehören kann: Wählen Sie den Spieler, und ihre Tags werden auf dessen Namen umgeschrieben</translation>
    </message>
    <message>
        <source>Takes back the last merge (until the database is saved)</source>
        <translation>Nimmt die letzte Zusammenführung zurück (bis die Datenbank gespeichert wird)</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>%1 (which player?)</source>
        <extracomment>A spelling that may name one of several players: &quot;Polgar,J (maybe: …)&quot;</extracomment>
        <translation>%1 (welcher Spieler?)</translation>
    </message>
    <message>
        <source>%1 players, %2 of them spelled more than one way; %3 spellings that may be one of several players are listed apart and never merged by themselves.</source>
        <translation>%1 Spieler, davon %2 mit mehr als einer Schreibweise; %3 Schreibweisen, die zu mehreren Spielern gehören können, werden gesondert aufgeführt und nie automatisch zusammengeführt.</translation>
    </message>
    <message>
        <source>Which player is “%1”?</source>
        <translation>Welcher Spieler ist „%1“?</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PlayerReportDialog</name>
    <message>
        <source>Player Report — %1</source>
        <translation>Spielerbericht — %1</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) without a result are not counted.</source>
        <translation>
            <numerusform>%n Partie ohne Ergebnis zählt nicht mit.</numerusform>
            <numerusform>%n Partien ohne Ergebnis zählen nicht mit.</numerusform>
        </translation>
    </message>
    <message>
        <source>Openings with White</source>
        <translation>Eröffnungen mit Weiß</translation>
    </message>
    <message>
        <source>Openings with Black</source>
        <translation>Eröffnungen mit Schwarz</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>Best Wins</source>
        <translation>Beste Siege</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PreferencesDialog</name>
    <message>
        <source>&amp;Light squares…</source>
        <translation>&amp;Helle Felder…</translation>
    </message>
    <message>
        <source>&amp;Dark squares…</source>
        <translation>&amp;Dunkle Felder…</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>&amp;Pieces:</source>
        <translation>&amp;Figuren:</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigene</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>Fa&amp;rben:</translation>
    </message>
    <message>
        <source>Kibitz (built in)</source>
        <translation>Kibitz (eingebaut)</translation>
    </message>
    <message>
        <source>XBoard</source>
        <translation>XBoard</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Other folder…</source>
        <translation>Anderer Ordner…</translation>
    </message>
    <message>
        <source>Folder of SVG Pieces</source>
        <translation>Ordner mit SVG-Figuren</translation>
    </message>
    <message>
        <source>Light Squares</source>
        <translation>Helle Felder</translation>
    </message>
    <message>
        <source>Dark Squares</source>
        <translation>Dunkle Felder</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>L&amp;anguage:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>A new language is used from the next start of Kibitz.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start von Kibitz.</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Show c&amp;oordinates</source>
        <translation>&amp;Koordinaten zeigen</translation>
    </message>
    <message>
        <source>Lar&amp;ge pieces</source>
        <translation>&amp;Große Figuren</translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <extracomment>Sounds for a move, a capture, a check and the end of a game.</extracomment>
        <translation>&amp;Töne abspielen</translation>
    </message>
    <message>
        <source>Window</source>
        <extracomment>Preferences: the colours of the window (not the board&apos;s)</extracomment>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>As the desktop</source>
        <extracomment>Preferences &gt; Window &gt; Colours: light or dark as the desktop is</extracomment>
        <translation>Wie der Desktop</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Th&amp;eme:</source>
        <translation>Th&amp;ema:</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Ask each time</source>
        <translation>Jedes Mal fragen</translation>
    </message>
    <message>
        <source>A &amp;move beside another:</source>
        <extracomment>Where a move goes when the game already goes on with another move there</extracomment>
        <translation>&amp;Zug neben einem anderen:</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::ProblemsDialog</name>
    <message>
        <source>Errors in %1</source>
        <translation>Fehler in %1</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>Columns: the game number, where in the file, what is wrong</extracomment>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Line:Column</source>
        <translation>Zeile:Spalte</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>Double-click a row, or press Enter, to open its game</source>
        <translation>Doppelklick auf eine Zeile oder Eingabe öffnet ihre Partie</translation>
    </message>
    <message>
        <source>Kibitz reads every game of %1 without an error.</source>
        <translation>Kibitz liest jede Partie aus %1 ohne Fehler.</translation>
    </message>
    <message numerus="yes">
        <source>The first %n problem(s) Kibitz found in %1.</source>
        <translation>
            <numerusform>Das erste Problem, das Kibitz in %1 gefunden hat.</numerusform>
            <numerusform>Die ersten %n Probleme, die Kibitz in %1 gefunden hat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) Kibitz found in %1.</source>
        <translation>
            <numerusform>%n Problem, das Kibitz in %1 gefunden hat.</numerusform>
            <numerusform>%n Probleme, die Kibitz in %1 gefunden hat.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games with errors are read up to their first error; saving keeps them as they are.</source>
        <translation>Partien mit Fehlern werden bis zum ersten Fehler gelesen; beim Speichern bleiben sie unverändert.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::RepertoireTrainer</name>
    <message>
        <source>Drill Repertoire</source>
        <translation>Repertoire üben</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Spaced repetition by SM-2 (Wozniak, SuperMemo 2): new cards, cards due today, cards answered right at their last repetition</source>
        <translation>Verteilte Wiederholung nach SM-2 (Wozniak, SuperMemo 2): neue Karten, heute fällige Karten, bei der letzten Wiederholung richtig beantwortete Karten</translation>
    </message>
    <message>
        <source>&amp;Show Move</source>
        <translation>Zug &amp;zeigen</translation>
    </message>
    <message>
        <source>&amp;Next Line</source>
        <translation>&amp;Nächste Variante</translation>
    </message>
    <message>
        <source>&amp;Open Repertoire…</source>
        <translation>Repertoire ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Your name in your games</source>
        <translation>Ihr Name in Ihren Partien</translation>
    </message>
    <message>
        <source>Check &amp;Games…</source>
        <translation>&amp;Partien prüfen…</translation>
    </message>
    <message>
        <source>Where your games left the repertoire: by you or by your opponent</source>
        <translation>Wo Ihre Partien das Repertoire verließen: durch Sie oder durch den Gegner</translation>
    </message>
    <message>
        <source>No repertoire</source>
        <translation>Kein Repertoire</translation>
    </message>
    <message>
        <source>Open a PGN file with your repertoire&apos;s lines and variations.</source>
        <translation>Öffnen Sie eine PGN-Datei mit den Zügen und Varianten Ihres Repertoires.</translation>
    </message>
    <message>
        <source>%1 has no games.</source>
        <translation>%1 enthält keine Partien.</translation>
    </message>
    <message>
        <source>%1 has no position with %2 to move and a move after it.</source>
        <translation>%1 hat keine Stellung mit %2 am Zug und einem Zug danach.</translation>
    </message>
    <message>
        <source>Open Repertoire</source>
        <translation>Repertoire öffnen</translation>
    </message>
    <message>
        <source>PGN files (*.pgn *.pgn.gz);;All files (*)</source>
        <translation>PGN-Dateien (*.pgn *.pgn.gz);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Check Your Games Against the Repertoire</source>
        <translation>Ihre Partien mit dem Repertoire vergleichen</translation>
    </message>
    <message>
        <source>%1 cards · new %2 · due %3 · learned %4</source>
        <translation>%1 Karten · neu %2 · fällig %3 · gelernt %4</translation>
    </message>
    <message>
        <source>%1 · line %2</source>
        <translation>%1 · Variante %2</translation>
    </message>
    <message>
        <source>End of the line. %1. Next Line goes on.</source>
        <translation>Ende der Variante. %1. Nächste Variante macht weiter.</translation>
    </message>
    <message>
        <source>a new card</source>
        <translation>eine neue Karte</translation>
    </message>
    <message>
        <source>due today</source>
        <translation>heute fällig</translation>
    </message>
    <message>
        <source>not due: practice</source>
        <translation>nicht fällig: Übung</translation>
    </message>
    <message>
        <source>Your move (%1).</source>
        <translation>Sie sind am Zug (%1).</translation>
    </message>
    <message>
        <source>The repertoire plays %1 here. Play it to go on.</source>
        <translation>Das Repertoire spielt hier %1. Spielen Sie den Zug, um weiterzumachen.</translation>
    </message>
    <message>
        <source>%1 is not in your repertoire. Try again, or Show Move.</source>
        <translation>%1 ist nicht in Ihrem Repertoire. Versuchen Sie es noch einmal, oder Zug zeigen.</translation>
    </message>
    <message>
        <source>%1: right. </source>
        <translation>%1: richtig. </translation>
    </message>
    <message>
        <source>Open a repertoire first.</source>
        <translation>Öffnen Sie zuerst ein Repertoire.</translation>
    </message>
    <message>
        <source>Game %1, %2 - %3: %4</source>
        <translation>Partie %1, %2 - %3: %4</translation>
    </message>
    <message>
        <source>%1 games checked: you left the repertoire in %2, your opponents in %3.</source>
        <translation>%1 Partien geprüft: Sie verließen das Repertoire in %2, Ihre Gegner in %3.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::SetupBoard</name>
    <message>
        <source>Position editor board</source>
        <translation>Brett des Stellungseditors</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::SetupDialog</name>
    <message>
        <source>White&apos;s king-side castling (O-O)</source>
        <translation>Kurze Rochade von Weiß (O-O)</translation>
    </message>
    <message>
        <source>White&apos;s queen-side castling (O-O-O)</source>
        <translation>Lange Rochade von Weiß (O-O-O)</translation>
    </message>
    <message>
        <source>Black&apos;s king-side castling (O-O)</source>
        <translation>Kurze Rochade von Schwarz (O-O)</translation>
    </message>
    <message>
        <source>Black&apos;s queen-side castling (O-O-O)</source>
        <translation>Lange Rochade von Schwarz (O-O-O)</translation>
    </message>
    <message>
        <source>The board is empty.</source>
        <translation>Das Brett ist leer.</translation>
    </message>
    <message>
        <source>White has no king.</source>
        <translation>Weiß hat keinen König.</translation>
    </message>
    <message>
        <source>Black has no king.</source>
        <translation>Schwarz hat keinen König.</translation>
    </message>
    <message>
        <source>White has %1 kings; a side has exactly one.</source>
        <translation>Weiß hat %1 Könige; jede Seite hat genau einen.</translation>
    </message>
    <message>
        <source>Black has %1 kings; a side has exactly one.</source>
        <translation>Schwarz hat %1 Könige; jede Seite hat genau einen.</translation>
    </message>
    <message>
        <source>White has %1 pieces; at most 16 are possible.</source>
        <translation>Weiß hat %1 Steine; höchstens 16 sind möglich.</translation>
    </message>
    <message>
        <source>Black has %1 pieces; at most 16 are possible.</source>
        <translation>Schwarz hat %1 Steine; höchstens 16 sind möglich.</translation>
    </message>
    <message>
        <source>White has %1 pawns; at most 8 are possible.</source>
        <translation>Weiß hat %1 Bauern; höchstens 8 sind möglich.</translation>
    </message>
    <message>
        <source>Black has %1 pawns; at most 8 are possible.</source>
        <translation>Schwarz hat %1 Bauern; höchstens 8 sind möglich.</translation>
    </message>
    <message>
        <source>A pawn cannot stand on the first or last rank: %1.</source>
        <translation>Ein Bauer kann nicht auf der ersten oder letzten Reihe stehen: %1.</translation>
    </message>
    <message>
        <source>A castling rook must stand on the first or last rank, not on %1.</source>
        <translation>Ein Rochadeturm muss auf der ersten oder letzten Reihe stehen, nicht auf %1.</translation>
    </message>
    <message>
        <source>%1 needs a rook on %2.</source>
        <translation>%1 braucht einen Turm auf %2.</translation>
    </message>
    <message>
        <source>%1 needs the king on its first rank.</source>
        <translation>%1 braucht den König auf seiner Grundreihe.</translation>
    </message>
    <message>
        <source>The en passant square %1 does not follow a double step of a black pawn.</source>
        <translation>Das En-passant-Feld %1 folgt nicht auf einen Doppelschritt eines schwarzen Bauern.</translation>
    </message>
    <message>
        <source>The en passant square %1 does not follow a double step of a white pawn.</source>
        <translation>Das En-passant-Feld %1 folgt nicht auf einen Doppelschritt eines weißen Bauern.</translation>
    </message>
    <message>
        <source>Black is in check, but it is White to move.</source>
        <translation>Schwarz steht im Schach, aber Weiß ist am Zug.</translation>
    </message>
    <message>
        <source>White is in check, but it is Black to move.</source>
        <translation>Weiß steht im Schach, aber Schwarz ist am Zug.</translation>
    </message>
    <message>
        <source>White is in check in a way no legal move can give.</source>
        <translation>Weiß steht in einem Schach, das kein legaler Zug geben kann.</translation>
    </message>
    <message>
        <source>Black is in check in a way no legal move can give.</source>
        <translation>Schwarz steht in einem Schach, das kein legaler Zug geben kann.</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Weiß</translation>
    </message>
    <message>
        <source>B&amp;lack</source>
        <translation>&amp;Schwarz</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Stellung aufbauen</translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation>Brett &amp;leeren</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>&amp;Ausgangsstellung</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <source>&amp;Transform</source>
        <extracomment>Menu button: mirror, flip or shift the position on the board</extracomment>
        <translation>&amp;Umformen</translation>
    </message>
    <message>
        <source>&amp;Mirror (Colours Swapped)</source>
        <translation>&amp;Spiegeln (Farben vertauscht)</translation>
    </message>
    <message>
        <source>Flip &amp;Vertically</source>
        <translation>&amp;Vertikal spiegeln</translation>
    </message>
    <message>
        <source>Flip &amp;Horizontally</source>
        <translation>&amp;Horizontal spiegeln</translation>
    </message>
    <message>
        <source>Flip on the a1-h8 &amp;Diagonal</source>
        <translation>An der &amp;Diagonale a1-h8 spiegeln</translation>
    </message>
    <message>
        <source>Flip on the h1-a8 Diagonal</source>
        <translation>An der Diagonale h1-a8 spiegeln</translation>
    </message>
    <message>
        <source>Shift &amp;Up</source>
        <translation>Nach &amp;oben schieben</translation>
    </message>
    <message>
        <source>Shift &amp;Down</source>
        <translation>Nach &amp;unten schieben</translation>
    </message>
    <message>
        <source>Shift &amp;Left</source>
        <translation>Nach &amp;links schieben</translation>
    </message>
    <message>
        <source>Shift &amp;Right</source>
        <translation>Nach &amp;rechts schieben</translation>
    </message>
    <message>
        <source>Chess960 Start by &amp;Number…</source>
        <translation>Chess960-Start nach &amp;Nummer…</translation>
    </message>
    <message>
        <source>Chess960 Start</source>
        <translation>Chess960-Start</translation>
    </message>
    <message>
        <source>Start position number (0-959; 518 is the standard one):</source>
        <translation>Nummer der Startstellung (0-959; 518 ist die normale):</translation>
    </message>
    <message>
        <source>&amp;Random Chess960 Start</source>
        <translation>&amp;Zufälliger Chess960-Start</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Seite am Zug</translation>
    </message>
    <message>
        <source>Castling rights</source>
        <translation>Rochaderechte</translation>
    </message>
    <message>
        <source>O-O</source>
        <translation>O-O</translation>
    </message>
    <message>
        <source>O-O-O</source>
        <translation>O-O-O</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Move state</source>
        <translation>Zugstand</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>&amp;En passant:</translation>
    </message>
    <message>
        <source>Plies since the last capture or pawn move (the fifty-move rule)</source>
        <translation>Halbzüge seit dem letzten Schlagen oder Bauernzug (die 50-Züge-Regel)</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>&amp;Halbzugzähler:</translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation>&amp;Zugnummer:</translation>
    </message>
    <message>
        <source>FE&amp;N:</source>
        <translation>FE&amp;N:</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>Bauer</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>Springer</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>Läufer</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 is a colour (White, Black), %2 a piece (king, pawn...)</extracomment>
        <translation>%2 (%1)</translation>
    </message>
    <message>
        <source>Eraser</source>
        <extracomment>Tool of the position editor that clears squares</extracomment>
        <translation>Radierer</translation>
    </message>
    <message>
        <source>Clear squares (a right-click clears one with any tool)</source>
        <translation>Felder leeren (ein Rechtsklick leert eines mit jedem Werkzeug)</translation>
    </message>
    <message>
        <source>Click to place, drag to move, right-click to clear.</source>
        <translation>Klicken zum Setzen, Ziehen zum Versetzen, Rechtsklick zum Leeren.</translation>
    </message>
    <message>
        <source>FEN: %1</source>
        <translation>FEN: %1</translation>
    </message>
    <message>
        <source>A legal position, White to move</source>
        <translation>Eine legale Stellung, Weiß am Zug</translation>
    </message>
    <message>
        <source>A legal position, Black to move</source>
        <translation>Eine legale Stellung, Schwarz am Zug</translation>
    </message>
    <message>
        <source> (Chess960 castling)</source>
        <translation> (Chess960-Rochade)</translation>
    </message>
    <message>
        <source>, in check</source>
        <translation>, im Schach</translation>
    </message>
    <message>
        <source>Cannot do that: %1.</source>
        <translation>Nicht möglich: %1.</translation>
    </message>
    <message>
        <source>Chess</source>
        <translation>Schach</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>Co&amp;unters</source>
        <translation>Zähle&amp;r</translation>
    </message>
    <message>
        <source>Cop&amp;y EPD</source>
        <translation>EPD &amp;kopieren</translation>
    </message>
    <message>
        <source>Append EPD to F&amp;ile…</source>
        <translation>EPD an Da&amp;tei anhängen…</translation>
    </message>
    <message>
        <source>EP&amp;D:</source>
        <extracomment>EPD operations, e.g. bm Nf3; id &quot;test 1&quot;; (PGN standard 16.2)</extracomment>
        <translation>E&amp;PD:</translation>
    </message>
    <message>
        <source>operations, e.g. bm Nf3; id &quot;Test 1&quot;;</source>
        <translation>Operationen, z. B. bm Nf3; id &quot;Test 1&quot;;</translation>
    </message>
    <message>
        <source>EPD operations written after the position: bm (best moves) and am (moves to avoid) in any notation, id, c0-c9 comments, ce, dm, pv</source>
        <translation>EPD-Operationen hinter der Stellung: bm (beste Züge) und am (zu meidende Züge) in jeder Notation, id, Kommentare c0-c9, ce, dm, pv</translation>
    </message>
    <message>
        <source>Write the halfmove clock and the move number as hmvc and fmvn</source>
        <translation>Halbzugzähler und Zugnummer als hmvc und fmvn schreiben</translation>
    </message>
    <message>
        <source>&amp;Paste FEN/EPD</source>
        <translation>FEN/EPD e&amp;infügen</translation>
    </message>
    <message>
        <source>EPD: %1</source>
        <translation>EPD: %1</translation>
    </message>
    <message>
        <source>There is no FEN or EPD to read.</source>
        <translation>Es gibt keine FEN oder EPD zu lesen.</translation>
    </message>
    <message>
        <source>Not read: %1</source>
        <translation>Nicht gelesen: %1</translation>
    </message>
    <message>
        <source>EPD operations, column %1: %2</source>
        <translation>EPD-Operationen, Spalte %1: %2</translation>
    </message>
    <message>
        <source>EPD operation %1: %2</source>
        <translation>EPD-Operation %1: %2</translation>
    </message>
    <message>
        <source>EPD operation pv: %1</source>
        <translation>EPD-Operation pv: %1</translation>
    </message>
    <message>
        <source>The position is not legal, so it cannot be written as EPD.</source>
        <translation>Die Stellung ist nicht legal und kann daher nicht als EPD geschrieben werden.</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Kopiert: %1</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Append EPD to File</source>
        <translation>EPD an Datei anhängen</translation>
    </message>
    <message>
        <source>EPD files (*.epd);;All files (*)</source>
        <translation>EPD-Dateien (*.epd);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Appended to %1.</source>
        <translation>An %1 angehängt.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Board and notation</source>
        <translation>Brett und Notation</translation>
    </message>
    <message>
        <source>Type a move (e4, Nf3, e2e4, O-O), then Enter</source>
        <translation>Zug eintippen (e4, Nf3, e2e4, O-O), dann Enter</translation>
    </message>
    <message>
        <source>a–h, N, B, R, Q, K, O</source>
        <translation>a–h, N, B, R, Q, K, O</translation>
    </message>
    <message>
        <source>Type a symbol (!, ?, !!, ??, !?, ?!, =, +=, +-, ~), then Enter</source>
        <translation>Symbol eintippen (!, ?, !!, ??, !?, ?!, =, +=, +-, ~), dann Enter</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::TablebaseMoveModel</name>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>, checkmate</source>
        <translation>, Schachmatt</translation>
    </message>
    <message>
        <source>, resets the 50-move count</source>
        <translation>, setzt die 50-Züge-Zählung zurück</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>DTZ</source>
        <translation>DTZ</translation>
    </message>
    <message>
        <source>DTM</source>
        <translation>DTM</translation>
    </message>
    <message>
        <source>Syzygy: plies to the next capture or pawn move with best play, this move counted (negative: the opponent&apos;s)</source>
        <translation>Syzygy: Halbzüge bis zum nächsten Schlagen oder Bauernzug bei bestem Spiel, dieser Zug mitgezählt (negativ: die des Gegners)</translation>
    </message>
    <message>
        <source>Gaviota: moves to mate (#-n: mated in n)</source>
        <translation>Gaviota: Züge bis Matt (#-n: matt in n)</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::TablebasePane</name>
    <message>
        <source>Win</source>
        <extracomment>Tablebase results (nouns): win, win the 50-move rule spoils (&quot;cursed&quot;), draw, loss the 50-move rule saves (&quot;blessed&quot;), loss</extracomment>
        <translation>Gewinn</translation>
    </message>
    <message>
        <source>Cursed win</source>
        <translation>Verfluchter Gewinn</translation>
    </message>
    <message>
        <source>Draw</source>
        <extracomment>Tablebase result: the position is a draw (noun)</extracomment>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Blessed loss</source>
        <translation>Gesegneter Verlust</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>Play the tablebase</source>
        <translation>Gegen die Endspieldatenbank spielen</translation>
    </message>
    <message>
        <source>Answer each of your moves with the tables&apos; best move for the other side, while the position is in the tables</source>
        <translation>Jeden Ihrer Züge mit dem besten Zug der Datenbank für die andere Seite beantworten, solange die Stellung in den Tabellen steht</translation>
    </message>
    <message>
        <source>Tables</source>
        <extracomment>Button: the tablebase folders (endgame tables)</extracomment>
        <translation>Tabellen</translation>
    </message>
    <message>
        <source>Add &amp;Syzygy Folder…</source>
        <translation>&amp;Syzygy-Ordner hinzufügen…</translation>
    </message>
    <message>
        <source>Add Syzygy Folder</source>
        <translation>Syzygy-Ordner hinzufügen</translation>
    </message>
    <message>
        <source>Add &amp;Gaviota Folder…</source>
        <translation>&amp;Gaviota-Ordner hinzufügen…</translation>
    </message>
    <message>
        <source>Add Gaviota Folder</source>
        <translation>Gaviota-Ordner hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Forget Added Folders</source>
        <translation>Hinzugefügte Ordner &amp;vergessen</translation>
    </message>
    <message>
        <source>Looking for tables…</source>
        <translation>Suche nach Tabellen…</translation>
    </message>
    <message numerus="yes">
        <source>Syzygy up to %n pieces</source>
        <translation>
            <numerusform>Syzygy bis %n Steine</numerusform>
            <numerusform>Syzygy bis %n Steine</numerusform>
        </translation>
    </message>
    <message>
        <source>no Syzygy tables</source>
        <translation>keine Syzygy-Tabellen</translation>
    </message>
    <message numerus="yes">
        <source>Gaviota up to %n pieces</source>
        <translation>
            <numerusform>Gaviota bis %n Steine</numerusform>
            <numerusform>Gaviota bis %n Steine</numerusform>
        </translation>
    </message>
    <message>
        <source>no Gaviota tables</source>
        <translation>keine Gaviota-Tabellen</translation>
    </message>
    <message>
        <source>Syzygy folders:
%1
Gaviota folders:
%2</source>
        <translation>Syzygy-Ordner:
%1
Gaviota-Ordner:
%2</translation>
    </message>
    <message>
        <source>
Problems:
%1</source>
        <translation>
Probleme:
%1</translation>
    </message>
    <message>
        <source>Not in the tables: positions with castling rights never are.</source>
        <translation>Nicht in den Tabellen: Stellungen mit Rochaderecht sind es nie.</translation>
    </message>
    <message numerus="yes">
        <source>Not in the tables: %n pieces on the board.</source>
        <translation>
            <numerusform>Nicht in den Tabellen: %n Stein auf dem Brett.</numerusform>
            <numerusform>Nicht in den Tabellen: %n Steine auf dem Brett.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not in the tables found: %1</source>
        <translation>Nicht in den gefundenen Tabellen: %1</translation>
    </message>
    <message>
        <source>A table cannot be read: %1</source>
        <translation>Eine Tabelle kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>Cursed win for %1: the 50-move rule draws it</source>
        <translation>Verfluchter Gewinn für %1: die 50-Züge-Regel macht ihn remis</translation>
    </message>
    <message>
        <source>Blessed loss for %1: the 50-move rule saves it</source>
        <translation>Gesegneter Verlust für %1: die 50-Züge-Regel rettet ihn</translation>
    </message>
    <message>
        <source>%1 loses</source>
        <translation>%1 verliert</translation>
    </message>
    <message>
        <source>DTZ %1</source>
        <translation>DTZ %1</translation>
    </message>
    <message numerus="yes">
        <source>mate in %n</source>
        <translation>
            <numerusform>Matt in %n</numerusform>
            <numerusform>Matt in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mated in %n</source>
        <translation>
            <numerusform>matt in %n</numerusform>
            <numerusform>matt in %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Missing: %1</source>
        <translation>Fehlende Tabellen: %1</translation>
    </message>
    <message>
        <source>Standard chess only: the tables do not cover %1.</source>
        <translation>Nur normales Schach: die Tabellen decken %1 nicht ab.</translation>
    </message>
    <message>
        <source>Neither the local tables nor lichess&apos;s know this position.</source>
        <translation>Weder die lokalen Tabellen noch die von lichess kennen diese Stellung.</translation>
    </message>
    <message>
        <source>Asking lichess&apos;s tablebase…</source>
        <translation>Frage die lichess-Endspieldatenbank…</translation>
    </message>
    <message>
        <source>online (lichess)</source>
        <extracomment>The tablebase answer came from lichess&apos;s server, not the local tables</extracomment>
        <translation>online (lichess)</translation>
    </message>
    <message>
        <source>lichess&apos;s tablebase could not be asked: %1</source>
        <translation>Die Endspieldatenbank von lichess konnte nicht gefragt werden: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::TournamentWindow</name>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>A&amp;bbrechen</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>The engines that play (for a gauntlet, the first checked one meets all the others)</source>
        <translation>Die Engines, die spielen (bei einem Gauntlet trifft die erste markierte auf alle anderen)</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Rundenturnier</translation>
    </message>
    <message>
        <source>Gauntlet</source>
        <translation>Gauntlet</translation>
    </message>
    <message>
        <source>Games each pair plays, colours alternating</source>
        <translation>Partien, die jedes Paar spielt, mit wechselnden Farben</translation>
    </message>
    <message>
        <source>Games played at once, each with its own engine processes</source>
        <translation>Gleichzeitig gespielte Partien, jede mit eigenen Engine-Prozessen</translation>
    </message>
    <message>
        <source>300+2, 40/5400+30:1800+30, movetime=1, depth=12, nodes=100000</source>
        <translation>300+2, 40/5400+30:1800+30, movetime=1, depth=12, nodes=100000</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Ausgangsstellung</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Tournament games</source>
        <translation>Turnierpartien</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>Eröffnungen</translation>
    </message>
    <message>
        <source>&amp;Engines:</source>
        <translation>&amp;Engines:</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>&amp;Rounds:</source>
        <translation>&amp;Runden:</translation>
    </message>
    <message>
        <source>Time &amp;control:</source>
        <translation>&amp;Bedenkzeit:</translation>
    </message>
    <message>
        <source>Games at &amp;once:</source>
        <translation>&amp;Gleichzeitig:</translation>
    </message>
    <message>
        <source>O&amp;penings:</source>
        <translation>Er&amp;öffnungen:</translation>
    </message>
    <message>
        <source>Openings (*.pgn *.epd);;All files (*)</source>
        <translation>Eröffnungen (*.pgn *.epd);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;Output PGN:</source>
        <translation>&amp;Ausgabe-PGN:</translation>
    </message>
    <message>
        <source>PGN (*.pgn)</source>
        <translation>PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>±</source>
        <translation>±</translation>
    </message>
    <message>
        <source>W</source>
        <translation>S</translation>
    </message>
    <message>
        <source>D</source>
        <translation>R</translation>
    </message>
    <message>
        <source>L</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Kreuztabelle</translation>
    </message>
    <message>
        <source>Games being played</source>
        <translation>Laufende Partien</translation>
    </message>
    <message>
        <source>Check two engines or more.</source>
        <translation>Markieren Sie zwei oder mehr Engines.</translation>
    </message>
    <message>
        <source>Time control: %1</source>
        <translation>Bedenkzeit: %1</translation>
    </message>
    <message>
        <source>Openings: %1</source>
        <translation>Eröffnungen: %1</translation>
    </message>
    <message>
        <source>Choose the output PGN file.</source>
        <translation>Wählen Sie die PGN-Ausgabedatei.</translation>
    </message>
    <message>
        <source>Continuing the event saved in %1: %2 games already played.</source>
        <translation>Das in %1 gespeicherte Turnier wird fortgesetzt: %2 Partien sind schon gespielt.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 games; Start continues the event.</source>
        <translation>Nach %1 von %2 Partien abgebrochen; Starten setzt das Turnier fort.</translation>
    </message>
    <message>
        <source>Game %1: %2 – %3, move %4</source>
        <translation>Partie %1: %2 – %3, Zug %4</translation>
    </message>
    <message>
        <source>%1 of %2 games played, %3 running%4</source>
        <translation>%1 von %2 Partien gespielt, %3 laufen%4</translation>
    </message>
    <message>
        <source>; paused: no new game starts</source>
        <translation>; pausiert: keine neue Partie beginnt</translation>
    </message>
    <message>
        <source>Finished: %1 games in %2.</source>
        <translation>Beendet: %1 Partien in %2.</translation>
    </message>
    <message>
        <source>%1: %2 – %3</source>
        <extracomment>A running tournament game under its board: number, White – Black</extracomment>
        <translation>%1: %2 – %3</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::UnsavedGamesDialog</name>
    <message>
        <source>Unsaved Games</source>
        <translation>Ungespeicherte Partien</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) have changes that are not saved. Save the checked ones before quitting?</source>
        <translation>
            <numerusform>%n Partie hat ungespeicherte Änderungen. Die markierten vor dem Beenden speichern?</numerusform>
            <numerusform>%n Partien haben ungespeicherte Änderungen. Die markierten vor dem Beenden speichern?</numerusform>
        </translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>&amp;Save All</source>
        <translation>&amp;Alle speichern</translation>
    </message>
    <message>
        <source>&amp;Discard All</source>
        <translation>Alle &amp;verwerfen</translation>
    </message>
    <message>
        <source>%1 (tab %2)</source>
        <translation>%1 (Tab %2)</translation>
    </message>
    <message>
        <source>&amp;Save Checked</source>
        <translation>&amp;Markierte speichern</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Kibitz, a chess workbench</source>
        <translation>Kibitz, eine Schach-Werkbank</translation>
    </message>
    <message>
        <source>PGN files to open, each in a tab.</source>
        <translation>Zu öffnende PGN-Dateien, jede in einem Reiter.</translation>
    </message>
    <message>
        <source>Start a new game from the position FEN.</source>
        <translation>Eine neue Partie aus der Stellung FEN beginnen.</translation>
    </message>
    <message>
        <source>Open game number N of the file (from 1).</source>
        <translation>Partie Nummer N der Datei öffnen (ab 1).</translation>
    </message>
    <message>
        <source>Show Kibitz in LANGUAGE (en, de, fr, es; pseudo shows texts left untranslated).</source>
        <translation>Kibitz in LANGUAGE zeigen (en, de, fr, es; pseudo zeigt unübersetzte Texte).</translation>
    </message>
</context>
</TS>
