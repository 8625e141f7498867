<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>Utf8Question</name>
    <message>
        <source>Save this game to a new file and leave %1 as it is, or convert the whole file to UTF-8? Programs that read it as Latin-1 would then show its accented letters wrongly.</source>
        <translation>¿Guardar esta partida en un archivo nuevo y dejar %1 como está, o convertir todo el archivo a UTF-8? Los programas que lo leen como Latin-1 mostrarían mal sus letras acentuadas.</translation>
    </message>
    <message>
        <source>Convert the whole file %1 to UTF-8? Programs that read it as Latin-1 would then show its accented letters wrongly. Cancel leaves the file as it is.</source>
        <translation>¿Convertir todo el archivo %1 a UTF-8? Los programas que lo leen como Latin-1 mostrarían mal sus letras acentuadas. Cancelar deja el archivo como está.</translation>
    </message>
    <message>
        <source>Save Game As…</source>
        <translation>Guardar partida como…</translation>
    </message>
    <message>
        <source>Convert File to UTF-8</source>
        <translation>Convertir el archivo a UTF-8</translation>
    </message>
</context>
<context>
    <name>kibitz::annotate::Annotator</name>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>The engine is gone.</source>
        <translation>El motor ya no está en marcha.</translation>
    </message>
</context>
<context>
    <name>kibitz::chess::Status</name>
    <message>
        <source>King on the hill. White wins.</source>
        <translation>Rey en la colina. Ganan las blancas.</translation>
    </message>
    <message>
        <source>King on the hill. Black wins.</source>
        <translation>Rey en la colina. Ganan las negras.</translation>
    </message>
    <message>
        <source>king on the hill</source>
        <translation>rey en la colina</translation>
    </message>
    <message>
        <source>Third check. White wins.</source>
        <translation>Tercer jaque. Ganan las blancas.</translation>
    </message>
    <message>
        <source>Third check. Black wins.</source>
        <translation>Tercer jaque. Ganan las negras.</translation>
    </message>
    <message>
        <source>third check</source>
        <translation>tercer jaque</translation>
    </message>
    <message>
        <source>King exploded. White wins.</source>
        <translation>Rey explotado. Ganan las blancas.</translation>
    </message>
    <message>
        <source>King exploded. Black wins.</source>
        <translation>Rey explotado. Ganan las negras.</translation>
    </message>
    <message>
        <source>king exploded</source>
        <translation>rey explotado</translation>
    </message>
    <message>
        <source>No move left. White wins.</source>
        <translation>Sin jugadas. Ganan las blancas.</translation>
    </message>
    <message>
        <source>No move left. Black wins.</source>
        <translation>Sin jugadas. Ganan las negras.</translation>
    </message>
    <message>
        <source>No move left, as many men. Draw.</source>
        <translation>Sin jugadas, las mismas piezas. Tablas.</translation>
    </message>
    <message>
        <source>no move left</source>
        <translation>sin jugadas</translation>
    </message>
    <message>
        <source>All men captured. White wins.</source>
        <translation>Todas las piezas capturadas. Ganan las blancas.</translation>
    </message>
    <message>
        <source>All men captured. Black wins.</source>
        <translation>Todas las piezas capturadas. Ganan las negras.</translation>
    </message>
    <message>
        <source>all men captured</source>
        <translation>todas las piezas capturadas</translation>
    </message>
    <message>
        <source>King home. White wins.</source>
        <translation>Rey en la meta. Ganan las blancas.</translation>
    </message>
    <message>
        <source>King home. Black wins.</source>
        <translation>Rey en la meta. Ganan las negras.</translation>
    </message>
    <message>
        <source>Both kings home. Draw.</source>
        <translation>Ambos reyes en la meta. Tablas.</translation>
    </message>
    <message>
        <source>king home</source>
        <translation>rey en la meta</translation>
    </message>
    <message>
        <source>Checkmate. White wins.</source>
        <translation>Jaque mate. Ganan las blancas.</translation>
    </message>
    <message>
        <source>Checkmate. Black wins.</source>
        <translation>Jaque mate. Ganan las negras.</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>jaque mate</translation>
    </message>
    <message>
        <source>Stalemate. Draw.</source>
        <translation>Ahogado. Tablas.</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>ahogado</translation>
    </message>
    <message>
        <source>Neither side can checkmate. Draw.</source>
        <translation>Ningún bando puede dar mate. Tablas.</translation>
    </message>
    <message>
        <source>insufficient material</source>
        <translation>material insuficiente</translation>
    </message>
    <message>
        <source>Fivefold repetition. Draw.</source>
        <translation>Quíntuple repetición. Tablas.</translation>
    </message>
    <message>
        <source>fivefold repetition</source>
        <translation>quíntuple repetición</translation>
    </message>
    <message>
        <source>Seventy-five moves without a capture or a pawn move. Draw.</source>
        <translation>Setenta y cinco jugadas sin captura ni movimiento de peón. Tablas.</translation>
    </message>
    <message>
        <source>seventy-five moves</source>
        <translation>setenta y cinco jugadas</translation>
    </message>
    <message>
        <source>White wins by the variant&apos;s rule.</source>
        <translation>Ganan las blancas por la regla de la variante.</translation>
    </message>
    <message>
        <source>Black wins by the variant&apos;s rule.</source>
        <translation>Ganan las negras por la regla de la variante.</translation>
    </message>
    <message>
        <source>Draw by the variant&apos;s rule.</source>
        <translation>Tablas por la regla de la variante.</translation>
    </message>
    <message>
        <source>variant rule</source>
        <translation>regla de la variante</translation>
    </message>
</context>
<context>
    <name>kibitz::engine::EngineProcess</name>
    <message>
        <source>restarted</source>
        <translation>reiniciado</translation>
    </message>
    <message>
        <source>[line longer than %1 bytes cut]</source>
        <translation>[línea de más de %1 bytes cortada]</translation>
    </message>
    <message>
        <source>[not a UCI engine: starting it again as an XBoard engine]</source>
        <translation>[no es un motor UCI: se vuelve a iniciar como motor XBoard]</translation>
    </message>
    <message>
        <source>[exited after &apos;uci&apos; (exit code %1)]</source>
        <translation>[terminó tras &apos;uci&apos; (código de salida %1)]</translation>
    </message>
    <message>
        <source>before finishing the XBoard handshake</source>
        <translation>antes de terminar el saludo XBoard</translation>
    </message>
    <message>
        <source>before finishing the handshake</source>
        <translation>antes de terminar el saludo inicial</translation>
    </message>
    <message>
        <source>before finishing the UCI handshake</source>
        <translation>antes de terminar el saludo UCI</translation>
    </message>
    <message>
        <source>while searching</source>
        <translation>durante la búsqueda</translation>
    </message>
    <message>
        <source>while idle</source>
        <translation>en reposo</translation>
    </message>
    <message>
        <source>crashed %1</source>
        <translation>se bloqueó %1</translation>
    </message>
    <message>
        <source>exited %1 (exit code %2)</source>
        <translation>terminó %1 (código de salida %2)</translation>
    </message>
    <message>
        <source>cannot be started: %1</source>
        <translation>no se puede iniciar: %1</translation>
    </message>
    <message>
        <source>did not answer &apos;uci&apos; with &apos;uciok&apos; within %1 ms (is it a UCI engine?)</source>
        <translation>no respondió a &apos;uci&apos; con &apos;uciok&apos; en %1 ms (¿es un motor UCI?)</translation>
    </message>
    <message>
        <source>did not finish its feature negotiation (&apos;feature done=1&apos;) within %1 ms</source>
        <translation>no terminó la negociación de funciones (&apos;feature done=1&apos;) en %1 ms</translation>
    </message>
    <message>
        <source>did not answer &apos;uci&apos; (UCI) nor &apos;xboard&apos; and &apos;protover 2&apos; (XBoard) within %1 ms; is it a chess engine?</source>
        <translation>no respondió ni a &apos;uci&apos; (UCI) ni a &apos;xboard&apos; y &apos;protover 2&apos; (XBoard) en %1 ms; ¿es un motor de ajedrez?</translation>
    </message>
    <message>
        <source>did not answer &apos;xboard&apos; and &apos;protover 2&apos; within %1 ms</source>
        <translation>no respondió a &apos;xboard&apos; y &apos;protover 2&apos; en %1 ms</translation>
    </message>
    <message>
        <source>did not answer &apos;ping %1&apos; within %2 ms</source>
        <translation>no respondió a &apos;ping %1&apos; en %2 ms</translation>
    </message>
    <message>
        <source>did not answer &apos;isready&apos; within %1 ms</source>
        <translation>no respondió a &apos;isready&apos; en %1 ms</translation>
    </message>
    <message>
        <source>did not stop within %1 ms of &apos;%2&apos;</source>
        <translation>no se detuvo en los %1 ms tras &apos;%2&apos;</translation>
    </message>
    <message>
        <source>[feature rejected: %1]</source>
        <translation>[función rechazada: %1]</translation>
    </message>
    <message>
        <source>played &apos;%1&apos;, which is not a legal move in %2</source>
        <translation>jugó &apos;%1&apos;, que no es una jugada legal en %2</translation>
    </message>
    <message>
        <source>refused the move &apos;%1&apos; (%2)</source>
        <translation>rechazó la jugada &apos;%1&apos; (%2)</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>jugada ilegal</translation>
    </message>
    <message>
        <source>cannot search this position: %1</source>
        <translation>no puede analizar esta posición: %1</translation>
    </message>
    <message>
        <source>[option &apos;%1&apos; not sent: this XBoard engine has no such setting]</source>
        <translation>[opción &apos;%1&apos; no enviada: este motor XBoard no tiene ese ajuste]</translation>
    </message>
</context>
<context>
    <name>kibitz::engine::JobPool</name>
    <message>
        <source>%1 does not play %2</source>
        <translation>%1 no juega a %2</translation>
    </message>
</context>
<context>
    <name>kibitz::model::Analysis</name>
    <message>
        <source>[Kibitz: saved options the engine does not declare, not sent: %1]</source>
        <translation>[Kibitz: opciones guardadas que el motor no declara, no enviadas: %1]</translation>
    </message>
    <message>
        <source>No legal moves in this position.</source>
        <translation>No hay jugadas legales en esta posición.</translation>
    </message>
    <message>
        <source>Mate found.</source>
        <extracomment>Mate search result: the engine found a forced checkmate</extracomment>
        <translation>Mate encontrado.</translation>
    </message>
    <message numerus="yes">
        <source>No mate in %n move(s) found.</source>
        <translation>
            <numerusform>No se encontró mate en %n jugada.</numerusform>
            <numerusform>No se encontró mate en %n jugadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 does not play %2.</source>
        <translation>%1 no juega %2.</translation>
    </message>
    <message>
        <source>The engine</source>
        <translation>El motor</translation>
    </message>
</context>
<context>
    <name>kibitz::model::AutosaveStore</name>
    <message>
        <source>Cannot create the autosave folder %1.</source>
        <translation>No se puede crear la carpeta de autoguardado %1.</translation>
    </message>
    <message>
        <source>Cannot lock the autosave session %1.</source>
        <translation>No se puede bloquear la sesión de autoguardado %1.</translation>
    </message>
    <message>
        <source>Autosave is off.</source>
        <translation>El autoguardado está desactivado.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not JSON (%1 at byte %2)</source>
        <translation>no es JSON (%1 en el byte %2)</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>no es un objeto JSON</translation>
    </message>
    <message>
        <source>field &quot;format&quot; is not &quot;%1&quot;</source>
        <translation>el campo «format» no es «%1»</translation>
    </message>
    <message>
        <source>field &quot;version&quot; is not %1</source>
        <translation>el campo «version» no es %1</translation>
    </message>
    <message>
        <source>field &quot;pgn&quot; is missing or not text</source>
        <translation>el campo «pgn» falta o no es texto</translation>
    </message>
    <message>
        <source>field &quot;play&quot; is not an object</source>
        <translation>el campo &quot;play&quot; no es un objeto</translation>
    </message>
</context>
<context>
    <name>kibitz::model::DatabaseModel</name>
    <message>
        <source>Opening was cancelled.</source>
        <translation>Se canceló la apertura del archivo.</translation>
    </message>
    <message>
        <source>(end)</source>
        <comment>the game ends in the searched position</comment>
        <translation>(fin)</translation>
    </message>
    <message>
        <source>Deleted: the game leaves the file when the database is saved.</source>
        <translation>Borrada: la partida sale del archivo al guardar la base de datos.</translation>
    </message>
    <message>
        <source>Edited: the change is written when the database is saved.</source>
        <translation>Editada: el cambio se escribe al guardar la base de datos.</translation>
    </message>
    <message>
        <source>A chess variant Kibitz cannot play yet: kept as it is in the file.</source>
        <translation>Una variante de ajedrez que Kibitz aún no sabe jugar: se conserva tal cual en el archivo.</translation>
    </message>
    <message>
        <source>The game has errors: its moves are searched up to the first one.</source>
        <translation>La partida tiene errores: sus jugadas se buscan hasta el primero.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>n.º</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Elo</source>
        <comment>White&apos;s rating</comment>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Elo</source>
        <comment>Black&apos;s rating</comment>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>Column: the game&apos;s result (1-0, 0-1, ½-½)</extracomment>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Apertura</translation>
    </message>
    <message>
        <source>Plies</source>
        <extracomment>Column: the game&apos;s length in half-moves (plies)</extracomment>
        <translation>Medias jugadas</translation>
    </message>
    <message>
        <source>Next move</source>
        <comment>the move played from the searched position</comment>
        <translation>Jugada siguiente</translation>
    </message>
    <message>
        <source>Games reaching the board&apos;s position</source>
        <translation>Partidas que llegan a la posición del tablero</translation>
    </message>
    <message>
        <source>Games reaching %1</source>
        <translation>Partidas que llegan a %1</translation>
    </message>
    <message>
        <source>Games reaching the board&apos;s pawn structure</source>
        <translation>Partidas que llegan a la estructura de peones del tablero</translation>
    </message>
    <message>
        <source>The database is not open yet.</source>
        <translation>La base de datos aún no está abierta.</translation>
    </message>
    <message>
        <source>The database is still being read.</source>
        <translation>La base de datos aún se está leyendo.</translation>
    </message>
    <message>
        <source>A chess variant&apos;s game: position searches are standard chess only.</source>
        <translation>Partida de una variante: la búsqueda de posiciones es solo para ajedrez clásico.</translation>
    </message>
    <message>
        <source>%1 is a SCID base, read-only in Kibitz: copy its games to a PGN database (Database &gt; Copy Games to PGN Database) to edit them.</source>
        <translation>%1 es una base SCID, de solo lectura en Kibitz: copie sus partidas a una base PGN (Base de datos &gt; Copiar partidas a una base PGN) para editarlas.</translation>
    </message>
    <message>
        <source>A player&apos;s name must be one line of text.</source>
        <translation>El nombre de un jugador debe ser una sola línea de texto.</translation>
    </message>
    <message>
        <source>No player is spelled that way.</source>
        <translation>Ningún jugador se escribe así.</translation>
    </message>
    <message>
        <source>Game %1 cannot be read yet (%2).</source>
        <translation>La partida %1 aún no se puede leer (%2).</translation>
    </message>
    <message>
        <source>The database has no game %1.</source>
        <translation>La base de datos no tiene la partida %1.</translation>
    </message>
</context>
<context>
    <name>kibitz::model::GameCommand</name>
    <message>
        <source>Move %1</source>
        <translation>Jugada %1</translation>
    </message>
    <message>
        <source>Insert line %1</source>
        <translation>Insertar la línea %1</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Subir la variante</translation>
    </message>
    <message>
        <source>Demote variation</source>
        <translation>Bajar la variante</translation>
    </message>
    <message>
        <source>Make main line</source>
        <translation>Convertir en línea principal</translation>
    </message>
    <message>
        <source>Annotate %1</source>
        <translation>Anotar %1</translation>
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
        <translation>Sin título</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>Borrar la variante</translation>
    </message>
    <message>
        <source>Delete from %1</source>
        <translation>Borrar desde %1</translation>
    </message>
    <message>
        <source>Edit comment</source>
        <translation>Editar el comentario</translation>
    </message>
    <message>
        <source>Draw arrow</source>
        <translation>Dibujar una flecha</translation>
    </message>
    <message>
        <source>Mark square</source>
        <translation>Marcar una casilla</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>Establecer %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Quitar %1</translation>
    </message>
    <message>
        <source>Edit game headers</source>
        <translation>Editar los encabezados de la partida</translation>
    </message>
    <message>
        <source>The file holds no game.</source>
        <translation>El archivo no contiene ninguna partida.</translation>
    </message>
    <message>
        <source>The file has no game number %1.</source>
        <translation>El archivo no tiene la partida número %1.</translation>
    </message>
    <message>
        <source>There is nothing to paste.</source>
        <translation>No hay nada que pegar.</translation>
    </message>
    <message>
        <source>Bad FEN: %1</source>
        <translation>FEN incorrecto: %1</translation>
    </message>
    <message>
        <source>The text is neither PGN nor FEN.</source>
        <translation>El texto no es ni PGN ni FEN.</translation>
    </message>
    <message>
        <source>Not a PGN game: %1</source>
        <translation>No es una partida PGN: %1</translation>
    </message>
    <message>
        <source>The game has no file yet.</source>
        <translation>La partida aún no tiene archivo.</translation>
    </message>
    <message>
        <source>%1, %2 %3</source>
        <extracomment>A game&apos;s title: the players, then the date and hour it began</extracomment>
        <translation>%1, %2 %3</translation>
    </message>
    <message>
        <source>New main line %1</source>
        <translation>Nueva línea principal %1</translation>
    </message>
    <message>
        <source>Overwrite with %1</source>
        <translation>Sobrescribir con %1</translation>
    </message>
    <message>
        <source>Insert %1</source>
        <translation>Insertar %1</translation>
    </message>
</context>
<context>
    <name>kibitz::play::GameSession</name>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Kibitz game</source>
        <translation>Partida de Kibitz</translation>
    </message>
    <message>
        <source>%1 (%2) is not running.</source>
        <translation>%1 (%2) no está en marcha.</translation>
    </message>
    <message>
        <source>Human</source>
        <extracomment>The name of a player who is not an engine</extracomment>
        <translation>Humano</translation>
    </message>
    <message>
        <source>%1 sent no move in a position with legal moves.</source>
        <translation>%1 no envió ninguna jugada en una posición con jugadas legales.</translation>
    </message>
    <message>
        <source>%1 played an illegal move: %2 (%3).</source>
        <translation>%1 hizo una jugada ilegal: %2 (%3).</translation>
    </message>
    <message>
        <source>Threefold repetition, claimed for %1.</source>
        <translation>Triple repetición, reclamada para %1.</translation>
    </message>
    <message>
        <source>Fifty-move rule, claimed for %1.</source>
        <translation>Regla de los cincuenta movimientos, reclamada para %1.</translation>
    </message>
    <message>
        <source>%1&apos;s flag fell, but %2 cannot checkmate.</source>
        <translation>A %1 se le cayó la bandera, pero %2 no puede dar mate.</translation>
    </message>
    <message>
        <source>%1 overstepped the time per move.</source>
        <translation>%1 superó el tiempo por jugada.</translation>
    </message>
    <message>
        <source>%1&apos;s flag fell.</source>
        <translation>A %1 se le cayó la bandera.</translation>
    </message>
    <message>
        <source>%1 resigns.</source>
        <translation>%1 abandona.</translation>
    </message>
    <message>
        <source>Draw agreed.</source>
        <translation>Tablas por acuerdo.</translation>
    </message>
    <message>
        <source>Threefold repetition, claimed by %1.</source>
        <translation>Triple repetición, reclamada por %1.</translation>
    </message>
    <message>
        <source>Fifty-move rule, claimed by %1.</source>
        <translation>Regla de los cincuenta movimientos, reclamada por %1.</translation>
    </message>
    <message>
        <source>No draw can be claimed: the position has not stood three times and there have not been fifty moves without a capture or a pawn move.</source>
        <translation>No se pueden reclamar tablas: la posición no se ha repetido tres veces y no ha habido cincuenta jugadas sin captura ni movimiento de peón.</translation>
    </message>
    <message>
        <source>%1 makes no claim: the position after it would not stand a third time, and it does not complete fifty moves.</source>
        <translation>%1 no permite reclamar: la posición resultante no se repetiría por tercera vez y no completa cincuenta jugadas.</translation>
    </message>
    <message>
        <source>Threefold repetition, claimed by %1 with %2.</source>
        <translation>Triple repetición, reclamada por %1 con %2.</translation>
    </message>
    <message>
        <source>Fifty-move rule, claimed by %1 with %2.</source>
        <translation>Regla de los cincuenta movimientos, reclamada por %1 con %2.</translation>
    </message>
    <message>
        <source>%1 resigns (%2).</source>
        <translation>%1 abandona (%2).</translation>
    </message>
    <message>
        <source>%1, claimed by %2.</source>
        <translation>%1, reclamada por %2.</translation>
    </message>
    <message>
        <source>%1 claimed %2 (%3) falsely.</source>
        <translation>%1 reclamó %2 (%3) sin razón.</translation>
    </message>
    <message>
        <source>The game was stopped.</source>
        <translation>La partida se detuvo.</translation>
    </message>
</context>
<context>
    <name>kibitz::play::Tournament</name>
    <message>
        <source>A tournament needs two engines or more.</source>
        <translation>Un torneo necesita dos motores o más.</translation>
    </message>
    <message>
        <source>A tournament needs one round or more.</source>
        <translation>Un torneo necesita una ronda o más.</translation>
    </message>
    <message>
        <source>cannot read the state file &apos;%1&apos;: %2</source>
        <translation>no se puede leer el archivo de estado «%1»: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Kibitz tournament state file%2</source>
        <translation>«%1» no es un archivo de estado de torneo de Kibitz%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is the state of another tournament: %2 differ</source>
        <translation>«%1» es el estado de otro torneo: %2 son distintos</translation>
    </message>
    <message>
        <source>the engines</source>
        <translation>los motores</translation>
    </message>
    <message>
        <source>the formats</source>
        <translation>los formatos</translation>
    </message>
    <message>
        <source>the rounds</source>
        <translation>las rondas</translation>
    </message>
    <message>
        <source>%1: opening %2: bad FEN</source>
        <translation>%1: apertura %2: FEN errónea</translation>
    </message>
    <message>
        <source>%1: opening %2: bad move %3</source>
        <translation>%1: apertura %2: jugada errónea %3</translation>
    </message>
    <message>
        <source>%1: game %2 is not valid</source>
        <translation>%1: la partida %2 no es válida</translation>
    </message>
    <message>
        <source>%1 (%2) did not move within %3 s.</source>
        <translation>%1 (%2) no jugó en %3 s.</translation>
    </message>
    <message>
        <source>The tournament was stopped.</source>
        <translation>El torneo se detuvo.</translation>
    </message>
    <message>
        <source>Syzygy tablebase: %1 wins.</source>
        <translation>Tablas de finales Syzygy: %1 gana.</translation>
    </message>
    <message>
        <source>Syzygy tablebase: draw.</source>
        <translation>Tablas de finales Syzygy: tablas.</translation>
    </message>
    <message>
        <source>Draw: the game reached %1 moves.</source>
        <translation>Tablas: la partida llegó a %1 jugadas.</translation>
    </message>
    <message>
        <source>%1 resigns: both engines scored it %2 cp or worse for %3 moves.</source>
        <translation>%1 abandona: ambos motores la evaluaron en %2 cp o peor durante %3 jugadas.</translation>
    </message>
    <message>
        <source>Draw: both engines scored within %1 cp for %2 moves.</source>
        <translation>Tablas: ambos motores la evaluaron dentro de %1 cp durante %2 jugadas.</translation>
    </message>
    <message>
        <source>Nothing to merge: give the shards&apos; state files.</source>
        <translation>Nada que fusionar: indica los archivos de estado de los fragmentos.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a shard of another tournament than &apos;%2&apos;: %3 differ</source>
        <translation>«%1» es un fragmento de otro torneo distinto de «%2»: difieren %3</translation>
    </message>
    <message>
        <source>the openings</source>
        <translation>las aperturas</translation>
    </message>
    <message>
        <source>the schedules</source>
        <translation>los calendarios</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: shard %2 of %3 is there twice</source>
        <translation>«%1»: el fragmento %2 de %3 está dos veces</translation>
    </message>
    <message>
        <source>the shard counts</source>
        <translation>el número de fragmentos</translation>
    </message>
    <message>
        <source>the shards</source>
        <translation>los fragmentos</translation>
    </message>
    <message>
        <source>%1: opening %2: unknown variant</source>
        <translation>%1: apertura %2: variante desconocida</translation>
    </message>
    <message>
        <source>%1 does not play %2</source>
        <translation>%1 no juega a %2</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::AnalysisLinesModel</name>
    <message>
        <source>Win %1‰, draw %2‰, loss %3‰ (engine&apos;s side to move)</source>
        <translation>Victoria %1 ‰, tablas %2 ‰, derrota %3 ‰ (bando al que le toca al motor)</translation>
    </message>
    <message>
        <source>Eval</source>
        <extracomment>Column: the engine&apos;s evaluation (score) of the line</extracomment>
        <translation>Eval.</translation>
    </message>
    <message>
        <source>Depth</source>
        <extracomment>Column: the search depth in plies</extracomment>
        <translation>Profundidad</translation>
    </message>
    <message>
        <source>W/D/L %</source>
        <translation>V/T/D %</translation>
    </message>
    <message>
        <source>Line</source>
        <extracomment>Column: the engine&apos;s principal variation (a sequence of moves)</extracomment>
        <translation>Línea</translation>
    </message>
    <message>
        <source>From White&apos;s point of view</source>
        <translation>Desde el punto de vista de las blancas</translation>
    </message>
    <message>
        <source>From the side to move&apos;s point of view</source>
        <translation>Desde el punto de vista del bando que mueve</translation>
    </message>
    <message>
        <source>Depth %1</source>
        <translation>Profundidad %1</translation>
    </message>
    <message>
        <source>win/draw/loss %1 %</source>
        <translation>victoria/tablas/derrota %1 %</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::BoardExport</name>
    <message>
        <source>Cannot draw the board.</source>
        <translation>No se puede dibujar el tablero.</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>Imagen SVG (*.svg)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <source>Export Board</source>
        <translation>Exportar el tablero</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::BoardTheme</name>
    <message>
        <source>Wood</source>
        <translation>Madera</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <source>Coral</source>
        <translation>Coral</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::BoardView</name>
    <message>
        <source>picked up</source>
        <extracomment>Screen reader: the piece on this square has been picked up to be moved</extracomment>
        <translation>levantada</translation>
    </message>
    <message>
        <source>Chess board</source>
        <translation>Tablero de ajedrez</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1, vacía</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>rey blanco</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>rey negro</translation>
    </message>
    <message>
        <source>white queen</source>
        <translation>dama blanca</translation>
    </message>
    <message>
        <source>black queen</source>
        <translation>dama negra</translation>
    </message>
    <message>
        <source>white rook</source>
        <translation>torre blanca</translation>
    </message>
    <message>
        <source>black rook</source>
        <translation>torre negra</translation>
    </message>
    <message>
        <source>white bishop</source>
        <translation>alfil blanco</translation>
    </message>
    <message>
        <source>black bishop</source>
        <translation>alfil negro</translation>
    </message>
    <message>
        <source>white knight</source>
        <translation>caballo blanco</translation>
    </message>
    <message>
        <source>black knight</source>
        <translation>caballo negro</translation>
    </message>
    <message>
        <source>white pawn</source>
        <translation>peón blanco</translation>
    </message>
    <message>
        <source>black pawn</source>
        <translation>peón negro</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Juegan las blancas</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Juegan las negras</translation>
    </message>
    <message>
        <source>last move %1 to %2</source>
        <translation>última jugada de %1 a %2</translation>
    </message>
    <message>
        <source>check</source>
        <extracomment>Screen reader: the king of the side to move is in check</extracomment>
        <translation>jaque</translation>
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
        <translation>%1 (%2): haz clic o pulsa Intro para jugarla</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Weight</source>
        <extracomment>Column: the weight of an opening book move (how often the book plays it)</extracomment>
        <translation>Peso</translation>
    </message>
    <message>
        <source>Share</source>
        <extracomment>Column: the move&apos;s share of all book moves in this position, in percent</extracomment>
        <translation>Parte</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>Column: the points scored with this move in the book&apos;s games</extracomment>
        <translation>Puntuación</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::BookPane</name>
    <message>
        <source>GNU Chess book</source>
        <translation>Libro de GNU Chess</translation>
    </message>
    <message>
        <source>The opening book to show</source>
        <translation>El libro de aperturas que se muestra</translation>
    </message>
    <message>
        <source>Add a Polyglot book (.bin) to the list</source>
        <translation>Añadir un libro Polyglot (.bin) a la lista</translation>
    </message>
    <message>
        <source>Remove this book from the list (the file stays)</source>
        <translation>Quitar este libro de la lista (el archivo se conserva)</translation>
    </message>
    <message>
        <source>No opening book found. Add one with “Add…”.</source>
        <translation>No se encontró ningún libro de aperturas. Añade uno con «Añadir…».</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Leyendo %1…</translation>
    </message>
    <message>
        <source>Cannot read the book: %1</source>
        <translation>No se puede leer el libro: %1</translation>
    </message>
    <message>
        <source>Add Opening Book</source>
        <translation>Añadir libro de aperturas</translation>
    </message>
    <message>
        <source>Polyglot books (*.bin);;All files (*)</source>
        <translation>Libros Polyglot (*.bin);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Looking up…</source>
        <translation>Consultando…</translation>
    </message>
    <message>
        <source>No book moves for this position.</source>
        <translation>No hay jugadas de libro para esta posición.</translation>
    </message>
    <message>
        <source>Book moves: %1. Click one, or press Enter, to play it.</source>
        <translation>Jugadas de libro: %1. Haz clic en una, o pulsa Intro, para jugarla.</translation>
    </message>
    <message>
        <source>Standard chess only: the book has nothing for a %1 game.</source>
        <translation>Solo ajedrez clásico: el libro no tiene nada para una partida de %1.</translation>
    </message>
    <message>
        <source>Weight 0</source>
        <translation>Peso 0</translation>
    </message>
    <message>
        <source>Also list moves of weight 0 (the book says not to play them; engines never do)</source>
        <translation>Mostrar también las jugadas de peso 0 (el libro aconseja no jugarlas; los motores nunca las juegan)</translation>
    </message>
    <message>
        <source>+</source>
        <extracomment>Button beside the book chooser: add a book (its tool tip says it in words)</extracomment>
        <translation>+</translation>
    </message>
    <message>
        <source>Add a book</source>
        <translation>Añadir un libro</translation>
    </message>
    <message>
        <source>−</source>
        <extracomment>Button beside the book chooser: remove the book (its tool tip says it in words)</extracomment>
        <translation>−</translation>
    </message>
    <message>
        <source>Remove the book</source>
        <translation>Quitar el libro</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::BroadcastDialog</name>
    <message>
        <source>Follow Broadcast</source>
        <translation>Seguir una retransmisión</translation>
    </message>
    <message>
        <source>Broadcast and round</source>
        <translation>Retransmisión y ronda</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>https://lichess.org/broadcast/…/…/ROUND_ID, or the id</source>
        <translation>https://lichess.org/broadcast/…/…/ID_RONDA, o el identificador</translation>
    </message>
    <message>
        <source>Asking lichess for its broadcasts…</source>
        <translation>Pidiendo a lichess sus retransmisiones…</translation>
    </message>
    <message>
        <source>&amp;Follow</source>
        <translation>&amp;Seguir</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>&amp;Ronda:</translation>
    </message>
    <message>
        <source>%1
A round&apos;s URL or id can still be pasted below.</source>
        <translation>%1
Aún se puede pegar abajo la URL o el identificador de una ronda.</translation>
    </message>
    <message>
        <source>live</source>
        <extracomment>A broadcast round being played now</extracomment>
        <translation>en directo</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminada</translation>
    </message>
    <message>
        <source>lichess has no official broadcast now.</source>
        <translation>lichess no tiene ahora ninguna retransmisión oficial.</translation>
    </message>
    <message>
        <source>Choose a round, or paste a round&apos;s URL or id.</source>
        <translation>Elija una ronda, o pegue la URL o el identificador de una ronda.</translation>
    </message>
    <message>
        <source>This is neither a round&apos;s URL nor a round id (8 letters and digits).</source>
        <translation>No es la URL de una ronda ni un identificador de ronda (8 letras y cifras).</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::ClockWidget</name>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>No clock times in this game.</source>
        <translation>No hay tiempos de reloj en esta partida.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::CloudEvalLine</name>
    <message>
        <source>lichess&apos;s cloud evaluation: what its users&apos; engines found for this position (not your engine)</source>
        <translation>Evaluación en la nube de lichess: lo que encontraron los motores de sus usuarios para esta posición (no tu motor)</translation>
    </message>
    <message>
        <source>&lt;i&gt;lichess cloud&lt;/i&gt;, depth %1: </source>
        <extracomment>Label of lichess&apos;s cloud evaluation above the engine&apos;s lines</extracomment>
        <translation>&lt;i&gt;nube de lichess&lt;/i&gt;, profundidad %1: </translation>
    </message>
</context>
<context>
    <name>kibitz::ui::CommentDialog</name>
    <message>
        <source>Comment</source>
        <translation>Comentario</translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <extracomment>Tool tip of the comment editor&apos;s OK button</extracomment>
        <translation>Ctrl+Intro</translation>
    </message>
    <message>
        <source>Ctrl+Enter accepts; Enter starts a new line.</source>
        <translation>Ctrl+Intro acepta; Intro empieza una línea nueva.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::DatabaseController</name>
    <message>
        <source>Databases</source>
        <translation>Bases de datos</translation>
    </message>
    <message>
        <source>Opening Tree</source>
        <translation>Árbol de aperturas</translation>
    </message>
    <message>
        <source> (index reused)</source>
        <translation> (índice reutilizado)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n game(s) with errors; Database &gt; Show Errors lists them.</source>
        <translation>
            <numerusform>%1: %n partida con errores; Base de datos &gt; Mostrar errores la muestra.</numerusform>
            <numerusform>%1: %n partidas con errores; Base de datos &gt; Mostrar errores las muestra.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open Database</source>
        <translation>Abrir base de datos</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <source>Game %1 has errors: %2</source>
        <translation>La partida %1 tiene errores: %2</translation>
    </message>
    <message>
        <source>Save Database</source>
        <translation>Guardar base de datos</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 guardado</translation>
    </message>
    <message>
        <source>Unsaved Database</source>
        <translation>Base de datos sin guardar</translation>
    </message>
    <message>
        <source>The database %1 has changes that are not saved.</source>
        <translation>La base de datos %1 tiene cambios sin guardar.</translation>
    </message>
    <message>
        <source>Close Database</source>
        <translation>Cerrar base de datos</translation>
    </message>
    <message>
        <source>The game is added to %1; save the database to write it.</source>
        <translation>La partida se añadió a %1; guarda la base de datos para escribirla.</translation>
    </message>
    <message>
        <source>Show Errors</source>
        <translation>Mostrar errores</translation>
    </message>
    <message>
        <source>&amp;Open Database…</source>
        <translation>&amp;Abrir base de datos…</translation>
    </message>
    <message>
        <source>&amp;Filter Games…</source>
        <translation>&amp;Filtrar partidas…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+F</source>
        <translation>Ctrl+Shift+F</translation>
    </message>
    <message>
        <source>Search Board &amp;Position</source>
        <translation>Buscar la &amp;posición del tablero</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Search Pawn S&amp;tructure</source>
        <translation>Buscar la es&amp;tructura de peones</translation>
    </message>
    <message>
        <source>&amp;Clear Search</source>
        <translation>&amp;Borrar la búsqueda</translation>
    </message>
    <message>
        <source>&amp;Next Game in List</source>
        <translation>Partida &amp;siguiente de la lista</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Down</source>
        <translation>Ctrl+Shift+Down</translation>
    </message>
    <message>
        <source>P&amp;revious Game in List</source>
        <translation>Partida a&amp;nterior de la lista</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Up</source>
        <translation>Ctrl+Shift+Up</translation>
    </message>
    <message>
        <source>Show &amp;Errors…</source>
        <translation>Mostrar &amp;errores…</translation>
    </message>
    <message>
        <source>&amp;Add Game to Database</source>
        <translation>Añadir la partida a la base de &amp;datos</translation>
    </message>
    <message>
        <source>&amp;Delete Selected Games</source>
        <translation>Bo&amp;rrar las partidas seleccionadas</translation>
    </message>
    <message>
        <source>&amp;Undelete Selected Games</source>
        <translation>Rec&amp;uperar las partidas seleccionadas</translation>
    </message>
    <message>
        <source>&amp;Save Database</source>
        <translation>&amp;Guardar base de datos</translation>
    </message>
    <message>
        <source>Ctrl+Alt+S</source>
        <translation>Ctrl+Alt+S</translation>
    </message>
    <message>
        <source>Close Data&amp;base</source>
        <translation>&amp;Cerrar base de datos</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln game(s) indexed in %2 ms%3</source>
        <translation>
            <numerusform>%1: %Ln partida indexada en %2 ms%3</numerusform>
            <numerusform>%1: %Ln partidas indexadas en %2 ms%3</numerusform>
        </translation>
    </message>
    <message>
        <source>Ana&amp;lyse Selected Games…</source>
        <extracomment>An engine goes through each selected game and annotates it (evaluations, mistakes)</extracomment>
        <translation>Anali&amp;zar las partidas seleccionadas…</translation>
    </message>
    <message>
        <source>%1 (read-only)</source>
        <extracomment>Tab of a database that cannot be edited (a SCID base)</extracomment>
        <translation>%1 (solo lectura)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Use File &gt; Save As to keep this game in a PGN file.</source>
        <translation>Use Archivo &gt; Guardar como para conservar esta partida en un archivo PGN.</translation>
    </message>
    <message>
        <source>Add Game to Database</source>
        <translation>Añadir la partida a la base de datos</translation>
    </message>
    <message>
        <source>Copy Games to PGN Database</source>
        <translation>Copiar partidas a una base PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Archivos PGN (*.pgn)</translation>
    </message>
    <message numerus="yes">
        <source>Copying %n game(s) to %1…</source>
        <translation>
            <numerusform>Copiando %n partida a %1…</numerusform>
            <numerusform>Copiando %n partidas a %1…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) cannot be read and were left out:</source>
        <translation>
            <numerusform>%n partida no se puede leer y se omitió:</numerusform>
            <numerusform>%n partidas no se pueden leer y se omitieron:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) copied to %1</source>
        <translation>
            <numerusform>%n partida copiada a %1</numerusform>
            <numerusform>%n partidas copiadas a %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No duplicate games in %1</source>
        <translation>No hay partidas duplicadas en %1</translation>
    </message>
    <message numerus="yes">
        <source>%n duplicate game(s) marked as deleted; save the database to remove them</source>
        <translation>
            <numerusform>%n partida duplicada marcada como borrada; guarde la base de datos para quitarla</numerusform>
            <numerusform>%n partidas duplicadas marcadas como borradas; guarde la base de datos para quitarlas</numerusform>
        </translation>
    </message>
    <message>
        <source>Player Report</source>
        <translation>Informe de jugador</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Jugador:</translation>
    </message>
    <message>
        <source>No player called “%1” in this database.</source>
        <translation>Ningún jugador llamado «%1» en esta base de datos.</translation>
    </message>
    <message>
        <source>Databases (*.pgn *.pgn.gz *.PGN *.si4);;PGN files (*.pgn *.pgn.gz *.PGN);;SCID bases (*.si4);;All files (*)</source>
        <translation>Bases de datos (*.pgn *.pgn.gz *.PGN *.si4);;Archivos PGN (*.pgn *.pgn.gz *.PGN);;Bases SCID (*.si4);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Pla&amp;yer Report…</source>
        <translation>Informe de &amp;jugador…</translation>
    </message>
    <message>
        <source>&amp;Mark Duplicates as Deleted</source>
        <translation>&amp;Marcar duplicadas como borradas</translation>
    </message>
    <message>
        <source>Copy &amp;Games to PGN Database…</source>
        <translation>C&amp;opiar partidas a una base PGN…</translation>
    </message>
    <message>
        <source>Writes the games the list shows to a new PGN file and opens it</source>
        <translation>Escribe las partidas de la lista en un archivo PGN nuevo y lo abre</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) copied to %1 (kept with Save Database)</source>
        <translation>
            <numerusform>%n partida copiada a %1 (se guarda con «Guardar base de datos»)</numerusform>
            <numerusform>%n partidas copiadas a %1 (se guardan con «Guardar base de datos»)</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Export Games…</source>
        <extracomment>Context menu of the game list: write the selected games to a PGN file</extracomment>
        <translation>&amp;Exportar partidas…</translation>
    </message>
    <message>
        <source>Export Games</source>
        <translation>Exportar partidas</translation>
    </message>
    <message>
        <source>Copy &amp;To</source>
        <translation>C&amp;opiar a</translation>
    </message>
    <message>
        <source>New PGN Database…</source>
        <translation>Nueva base PGN…</translation>
    </message>
    <message>
        <source>&amp;Analyse Games…</source>
        <extracomment>Context menu of the game list: an engine annotates the selected games</extracomment>
        <translation>&amp;Analizar partidas…</translation>
    </message>
    <message>
        <source>Databases: %1</source>
        <extracomment>The Databases pane&apos;s title: the database shown</extracomment>
        <translation>Bases de datos: %1</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Buscar</translation>
    </message>
    <message numerus="yes">
        <source>“%1” names %n player(s). Which one?</source>
        <translation>
            <numerusform>“%1” designa a %n jugador. ¿Cuál?</numerusform>
            <numerusform>“%1” designa a %n jugadores. ¿Cuál?</numerusform>
        </translation>
    </message>
    <message>
        <source>Player Names in %1</source>
        <translation>Nombres de jugadores en %1</translation>
    </message>
    <message>
        <source>Player Names…</source>
        <translation>Nombres de jugadores…</translation>
    </message>
    <message>
        <source>%1 Game %2 opens when the database has loaded.</source>
        <translation>%1 La partida %2 se abrirá cuando la base de datos haya cargado.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::DatabaseView</name>
    <message>
        <source>Search players, events, sites, openings</source>
        <translation>Buscar jugadores, torneos, lugares, aperturas</translation>
    </message>
    <message>
        <source>Filter…</source>
        <translation>Filtro…</translation>
    </message>
    <message>
        <source>Filter the games by their headers</source>
        <translation>Filtrar las partidas por sus encabezados</translation>
    </message>
    <message>
        <source>Position</source>
        <extracomment>Button: search the database for games reaching the board&apos;s position</extracomment>
        <translation>Posición</translation>
    </message>
    <message>
        <source>Games reaching the board&apos;s position</source>
        <translation>Partidas que llegan a la posición del tablero</translation>
    </message>
    <message>
        <source>Pawns</source>
        <extracomment>Button: search the database for games with the board&apos;s pawn structure</extracomment>
        <translation>Peones</translation>
    </message>
    <message>
        <source>Games reaching the board&apos;s pawn structure</source>
        <translation>Partidas que llegan a la estructura de peones del tablero</translation>
    </message>
    <message>
        <source>Material, e.g. KRPvKR</source>
        <translation>Material, p. ej. KRPvKR</translation>
    </message>
    <message>
        <source>Show All</source>
        <translation>Mostrar todas</translation>
    </message>
    <message>
        <source>Clear the search and the filter</source>
        <translation>Borrar la búsqueda y el filtro</translation>
    </message>
    <message>
        <source>Reading… %p%</source>
        <translation>Leyendo… %p %</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Stop reading the file</source>
        <translation>Dejar de leer el archivo</translation>
    </message>
    <message>
        <source> (not saved)</source>
        <translation> (sin guardar)</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Buscando…</translation>
    </message>
    <message>
        <source>Material %1: %2</source>
        <translation>Material %1: %2</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>Context menu of the game list: open the selected game</extracomment>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Delete</source>
        <extracomment>Context menu of the game list: mark the selected games as deleted</extracomment>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Undelete</source>
        <translation>Recuperar</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) read</source>
        <translation>
            <numerusform>%Ln partida leída</numerusform>
            <numerusform>%Ln partidas leídas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln game(s)</source>
        <translation>
            <numerusform>%1 de %Ln partida</numerusform>
            <numerusform>%1 de %Ln partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln partida</numerusform>
            <numerusform>%Ln partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <extracomment>Context menu of the game list: the selected games&apos; PGN to the clipboard</extracomment>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>%1 or more games, counting…</source>
        <extracomment>%1: the games the list shows so far, read from the index; the rest are being counted</extracomment>
        <translation>%1 partidas o más, contando…</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::Diagram</name>
    <message>
        <source>Cannot read the piece file %1.</source>
        <translation>No se puede leer el archivo de pieza %1.</translation>
    </message>
    <message>
        <source>The piece file %1 is not an SVG document.</source>
        <translation>El archivo de pieza %1 no es un documento SVG.</translation>
    </message>
    <message>
        <source>The piece file %1 has no closing &lt;/svg&gt;.</source>
        <translation>Al archivo de pieza %1 le falta el &lt;/svg&gt; de cierre.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EndgameTrainer</name>
    <message>
        <source>Endgames</source>
        <translation>Finales</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation>%1 (%2 debe %3)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>win</source>
        <translation>ganar</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>hacer tablas</translation>
    </message>
    <message>
        <source>&amp;Set Up Position…</source>
        <translation>&amp;Colocar posición…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Reiniciar</translation>
    </message>
    <message>
        <source>Each of your moves against the tables&apos; best: the result kept, and how many plies slower (DTM, or DTZ without Gaviota&apos;s tables)</source>
        <translation>Cada jugada tuya frente a la mejor de las tablas: si se mantiene el resultado y cuántas medias jugadas más lenta (DTM, o DTZ sin las tablas Gaviota)</translation>
    </message>
    <message>
        <source>%1: %2 to play</source>
        <translation>%1: juegan %2</translation>
    </message>
    <message>
        <source>Asking the tables…</source>
        <translation>Consultando las tablas…</translation>
    </message>
    <message>
        <source>Set-up position</source>
        <translation>Posición colocada</translation>
    </message>
    <message>
        <source>The tables: a %1, %2 %3 plies with best play.</source>
        <translation>Las tablas: %1, %2 %3 medias jugadas con el mejor juego.</translation>
    </message>
    <message>
        <source>mate in</source>
        <translation>mate en</translation>
    </message>
    <message>
        <source>DTZ</source>
        <translation>DTZ</translation>
    </message>
    <message>
        <source>The tables: a %1.</source>
        <translation>Las tablas: %1.</translation>
    </message>
    <message>
        <source>Not in the tables found (%1): the built-in engine answers and grades your moves (within 30 cp of its choice is as good).</source>
        <translation>No está en las tablas encontradas (%1): el motor integrado responde y califica tus jugadas (a 30 cp de su elección es igual de buena).</translation>
    </message>
    <message>
        <source>not in the tables: the engine looks…</source>
        <translation>no está en las tablas: el motor calcula…</translation>
    </message>
    <message>
        <source>not in the tables; the engine&apos;s choice as well</source>
        <translation>no está en las tablas; también es la elección del motor</translation>
    </message>
    <message>
        <source>not in the tables; %1</source>
        <translation>no está en las tablas; %1</translation>
    </message>
    <message>
        <source>The other side answers…</source>
        <translation>El rival responde…</translation>
    </message>
    <message>
        <source>%1. Your move.</source>
        <translation>%1. Te toca.</translation>
    </message>
    <message>
        <source>Checkmate: you won</source>
        <translation>Jaque mate: has ganado</translation>
    </message>
    <message>
        <source>Checkmate: you lost</source>
        <translation>Jaque mate: has perdido</translation>
    </message>
    <message>
        <source>Drawn (%1)</source>
        <translation>Tablas (%1)</translation>
    </message>
    <message>
        <source>Drawn by the fifty-move rule</source>
        <translation>Tablas por la regla de los cincuenta movimientos</translation>
    </message>
    <message>
        <source> in 1 move</source>
        <translation> en 1 jugada</translation>
    </message>
    <message>
        <source> in %1 moves</source>
        <translation> en %1 jugadas</translation>
    </message>
    <message>
        <source>; the fastest mate took %1 (%2 plies lost on the way).</source>
        <translation>; el mate más rápido lleva %1 (%2 medias jugadas perdidas por el camino).</translation>
    </message>
    <message>
        <source>; %1 plies lost against the tables&apos; best.</source>
        <translation>; %1 medias jugadas perdidas frente al mejor juego de las tablas.</translation>
    </message>
    <message>
        <source>lichess&apos;s tablebase is not asked from here</source>
        <translation>la tabla de finales de lichess no se consulta desde aquí</translation>
    </message>
    <message>
        <source>lichess&apos;s tablebase does not know it</source>
        <translation>la tabla de finales de lichess no la conoce</translation>
    </message>
    <message>
        <source>(lichess&apos;s tablebase, online: the local tables lack it)</source>
        <translation>(tabla de finales de lichess, en línea: las tablas locales no la tienen)</translation>
    </message>
    <message>
        <source>Not in the tables found (%1), and %2: the built-in engine answers, but your moves cannot be graded here.</source>
        <translation>No está en las tablas encontradas (%1), y %2: responde el motor integrado, pero tus jugadas no pueden calificarse aquí.</translation>
    </message>
    <message>
        <source> (online: lichess&apos;s tablebase)</source>
        <translation> (en línea: tabla de finales de lichess)</translation>
    </message>
    <message>
        <source>not graded: the tables found lack this position, and %1</source>
        <translation>sin calificar: las tablas encontradas no tienen esta posición, y %1</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EngineConsole</name>
    <message>
        <source>Command to the engine, e.g. “d” or “eval”; Enter sends it</source>
        <translation>Orden para el motor, p. ej. «d» o «eval»; Intro la envía</translation>
    </message>
    <message>
        <source>Sent to the engine as typed. Kibitz does not follow what it changes, so a command that starts or stops a search can confuse the engine pane.</source>
        <translation>Se envía al motor tal cual. Kibitz no sigue lo que cambia, así que una orden que inicie o detenga una búsqueda puede confundir al panel del motor.</translation>
    </message>
    <message>
        <source>… (%1 characters)</source>
        <translation>… (%1 caracteres)</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EngineEntryDialog</name>
    <message>
        <source>Add Engine</source>
        <translation>Añadir motor</translation>
    </message>
    <message>
        <source>Engine %1</source>
        <translation>Motor %1</translation>
    </message>
    <message>
        <source>Auto-detect</source>
        <translation>Detección automática</translation>
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
        <translation>La carpeta del ejecutable</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Choose the engine&apos;s executable</source>
        <translation>Elegir el ejecutable del motor</translation>
    </message>
    <message>
        <source>Choose the Engine</source>
        <translation>Elegir el motor</translation>
    </message>
    <message>
        <source>Choose the folder the engine runs in</source>
        <translation>Elegir la carpeta en la que se ejecuta el motor</translation>
    </message>
    <message>
        <source>Working Folder</source>
        <translation>Carpeta de trabajo</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>&amp;Executable:</source>
        <translation>&amp;Ejecutable:</translation>
    </message>
    <message>
        <source>&amp;Arguments:</source>
        <translation>&amp;Argumentos:</translation>
    </message>
    <message>
        <source>&amp;Working folder:</source>
        <translation>Carpeta de &amp;trabajo:</translation>
    </message>
    <message>
        <source>&amp;Protocol:</source>
        <translation>&amp;Protocolo:</translation>
    </message>
    <message>
        <source>The engine needs a name.</source>
        <translation>El motor necesita un nombre.</translation>
    </message>
    <message>
        <source>There is already an engine called %1.</source>
        <translation>Ya hay un motor llamado %1.</translation>
    </message>
    <message>
        <source>Choose the engine&apos;s executable.</source>
        <translation>Elige el ejecutable del motor.</translation>
    </message>
    <message>
        <source>%1 is not a program on PATH.</source>
        <translation>%1 no es un programa del PATH.</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 no existe.</translation>
    </message>
    <message>
        <source>%1 is not an executable program.</source>
        <translation>%1 no es un programa ejecutable.</translation>
    </message>
    <message>
        <source>The working folder %1 does not exist.</source>
        <translation>La carpeta de trabajo %1 no existe.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EngineList</name>
    <message>
        <source>%1 could not be read, so it is left as it is; correct or remove it first.</source>
        <translation>%1 no se pudo leer y se deja como está; corrígelo o elimínalo primero.</translation>
    </message>
    <message>
        <source>No engine is called %1.</source>
        <translation>Ningún motor se llama %1.</translation>
    </message>
    <message>
        <source>default</source>
        <translation>predeterminado</translation>
    </message>
    <message>
        <source>built in</source>
        <translation>integrado</translation>
    </message>
    <message>
        <source>found on this computer</source>
        <translation>encontrado en este equipo</translation>
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
        <translation>protocolo detectado</translation>
    </message>
    <message>
        <source>standard chess only</source>
        <translation>solo ajedrez clásico</translation>
    </message>
    <message>
        <source>plays %1</source>
        <translation>juega %1</translation>
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
        <translation>Opciones de %1</translation>
    </message>
    <message>
        <source>Run Now</source>
        <translation>Ejecutar ahora</translation>
    </message>
    <message>
        <source>Sends “%1” to the engine now, when it is running.</source>
        <translation>Envía «%1» al motor ahora, si está en marcha.</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Choose a file</source>
        <translation>Elegir un archivo</translation>
    </message>
    <message>
        <source>Choose a folder</source>
        <translation>Elegir una carpeta</translation>
    </message>
    <message>
        <source>%1 – Choose a File</source>
        <translation>%1 – Elegir un archivo</translation>
    </message>
    <message>
        <source>%1 – Choose a Folder</source>
        <translation>%1 – Elegir una carpeta</translation>
    </message>
    <message>
        <source>Default: %1 (from %2 to %3)</source>
        <translation>Predeterminado: %1 (de %2 a %3)</translation>
    </message>
    <message>
        <source>Default: empty</source>
        <translation>Predeterminado: vacío</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Predeterminado: %1</translation>
    </message>
    <message>
        <source>%1 declares no options that can be set here.</source>
        <translation>%1 no declara opciones que se puedan ajustar aquí.</translation>
    </message>
    <message>
        <source>Options in bold differ from the engine&apos;s defaults; they are applied whenever the engine starts.</source>
        <translation>Las opciones en negrita difieren de las predeterminadas del motor; se aplican cada vez que el motor arranca.</translation>
    </message>
    <message>
        <source>Play (XBoard)</source>
        <extracomment>Group of the engine options dialog: how an XBoard engine plays games</extracomment>
        <translation>Juego (XBoard)</translation>
    </message>
    <message>
        <source>&amp;Vary its moves (random)</source>
        <translation>&amp;Variar sus jugadas (random)</translation>
    </message>
    <message>
        <source>Sends &quot;random&quot; at the start of each game: engines that know it (GNU Chess) vary their play; others ignore it</source>
        <translation>Envía «random» al comienzo de cada partida: los motores que lo conocen (GNU Chess) varían su juego; los demás lo ignoran</translation>
    </message>
    <message>
        <source>off</source>
        <extracomment>The nodes-per-second limit is not used</extracomment>
        <translation>desactivado</translation>
    </message>
    <message>
        <source>Sends &quot;nps N&quot; at the start of each game: the engine counts N nodes as a second of its clock (only to engines that declare nps=1)</source>
        <translation>Envía «nps N» al comienzo de cada partida: el motor cuenta N nodos como un segundo de su reloj (solo a motores que declaran nps=1)</translation>
    </message>
    <message>
        <source>&amp;Nodes per second (nps):</source>
        <translation>&amp;Nodos por segundo (nps):</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EnginePanel</name>
    <message>
        <source>The engine that analyses</source>
        <translation>El motor que analiza</translation>
    </message>
    <message>
        <source>Lines: </source>
        <translation>Líneas: </translation>
    </message>
    <message>
        <source>How many best moves the engine shows (MultiPV)</source>
        <translation>Cuántas mejores jugadas muestra el motor (MultiPV)</translation>
    </message>
    <message>
        <source>⋯</source>
        <translation>⋯</translation>
    </message>
    <message>
        <source>Engine options, engines, how scores are shown</source>
        <translation>Opciones del motor, motores, cómo se muestran las evaluaciones</translation>
    </message>
    <message>
        <source>Engine &amp;Options…</source>
        <translation>&amp;Opciones del motor…</translation>
    </message>
    <message>
        <source>&amp;Manage Engines…</source>
        <translation>Gestionar &amp;motores…</translation>
    </message>
    <message>
        <source>Mate &amp;Search…</source>
        <translation>Búsqueda de &amp;mate…</translation>
    </message>
    <message>
        <source>Scores From &amp;White&apos;s View</source>
        <translation>Evaluaciones desde el punto de vista de las &amp;blancas</translation>
    </message>
    <message>
        <source>Otherwise from the side to move&apos;s view</source>
        <translation>Si no, desde el punto de vista del bando que mueve</translation>
    </message>
    <message>
        <source>Double-click a line to play its first move; Ctrl+double-click or the context menu adds the whole line as a variation</source>
        <translation>Doble clic en una línea para jugar su primera jugada; Ctrl+doble clic o el menú contextual añade toda la línea como variante</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 shows one line only: it has no MultiPV option</source>
        <translation>%1 muestra una sola línea: no tiene la opción MultiPV</translation>
    </message>
    <message>
        <source>%1 is ready.</source>
        <translation>%1 está listo.</translation>
    </message>
    <message>
        <source>No engine configured.</source>
        <translation>No hay ningún motor configurado.</translation>
    </message>
    <message>
        <source>Starting %1…</source>
        <translation>Iniciando %1…</translation>
    </message>
    <message>
        <source>Mate Search</source>
        <extracomment>Dialog title: ask the engine for a forced checkmate</extracomment>
        <translation>Búsqueda de mate</translation>
    </message>
    <message>
        <source>Look for a mate in at most this many moves (0: analyse without a limit):</source>
        <translation>Buscar un mate en como máximo este número de jugadas (0: analizar sin límite):</translation>
    </message>
    <message>
        <source>Stop</source>
        <extracomment>Button: stop or start the engine&apos;s analysis</extracomment>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analizar</translation>
    </message>
    <message>
        <source>[Kibitz: not sent, %1 is not running: %2]</source>
        <translation>[Kibitz: no enviado, %1 no está en marcha: %2]</translation>
    </message>
    <message>
        <source>%1 kN/s</source>
        <translation>%1 kN/s</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 nodos</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>hash %1%</source>
        <translation>hash %1 %</translation>
    </message>
    <message>
        <source>tb hits %1</source>
        <translation>aciertos TB %1</translation>
    </message>
    <message>
        <source>&amp;Play %1</source>
        <translation>&amp;Jugar %1</translation>
    </message>
    <message>
        <source>&amp;Add Line as Variation</source>
        <translation>&amp;Añadir la línea como variante</translation>
    </message>
    <message>
        <source>&amp;Copy Line</source>
        <translation>&amp;Copiar la línea</translation>
    </message>
    <message>
        <source>Starting %1 to read its options…</source>
        <translation>Iniciando %1 para leer sus opciones…</translation>
    </message>
    <message>
        <source>Engine Options</source>
        <translation>Opciones del motor</translation>
    </message>
    <message>
        <source>The options are used but not saved: %1</source>
        <translation>Las opciones se usan pero no se guardan: %1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>profundidad %1</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EnginesDialog</name>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Editar…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>Set as &amp;Default</source>
        <translation>Por &amp;defecto</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Motores</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Añadir…</translation>
    </message>
    <message>
        <source>Saved in %1</source>
        <translation>Guardado en %1</translation>
    </message>
    <message>
        <source>Engines Kibitz finds by itself cannot be removed.</source>
        <translation>Los motores que Kibitz encuentra por sí mismo no se pueden quitar.</translation>
    </message>
    <message>
        <source>Cannot save the engine list: %1</source>
        <translation>No se puede guardar la lista de motores: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EvalBar</name>
    <message>
        <source>The engine&apos;s evaluation: White&apos;s share from the bottom</source>
        <extracomment>Tool tip of the bar beside the board</extracomment>
        <translation>Evaluación del motor: la parte de las blancas desde abajo</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EvalGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>Gráfico de evaluación</translation>
    </message>
    <message>
        <source>No moves yet.</source>
        <translation>Aún no hay jugadas.</translation>
    </message>
    <message>
        <source>No evaluations in this game: they come from [%eval] comments, as engines and lichess write them.</source>
        <translation>No hay evaluaciones en esta partida: provienen de comentarios [%eval], como los escriben los motores y lichess.</translation>
    </message>
    <message>
        <source>White&apos;s clock %1</source>
        <translation>Reloj de las blancas %1</translation>
    </message>
    <message>
        <source>Black&apos;s clock %1</source>
        <translation>Reloj de las negras %1</translation>
    </message>
    <message>
        <source>took %1</source>
        <translation>tardó %1</translation>
    </message>
    <message>
        <source>White&apos;s clock</source>
        <translation>Reloj de las blancas</translation>
    </message>
    <message>
        <source>Black&apos;s clock</source>
        <translation>Reloj de las negras</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::ExplorerPane</name>
    <message>
        <source>Masters</source>
        <extracomment>Opening explorer tabs: lichess&apos;s masters games, all lichess games, one player&apos;s games</extracomment>
        <translation>Maestros</translation>
    </message>
    <message>
        <source>Lichess</source>
        <translation>Lichess</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>All ratings</source>
        <translation>Todos los ratings</translation>
    </message>
    <message>
        <source>lichess user</source>
        <translation>usuario de lichess</translation>
    </message>
    <message>
        <source>as White</source>
        <translation>con blancas</translation>
    </message>
    <message>
        <source>as Black</source>
        <translation>con negras</translation>
    </message>
    <message>
        <source>Turn Online Services On…</source>
        <translation>Activar servicios en línea…</translation>
    </message>
    <message>
        <source>The opening explorer</source>
        <translation>El explorador de aperturas</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>White / Draw / Black</source>
        <translation>Blancas / Tablas / Negras</translation>
    </message>
    <message>
        <source>Rating</source>
        <comment>average rating of the games&apos; players</comment>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Perf.</source>
        <comment>performance rating</comment>
        <translation>Rend.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Año</translation>
    </message>
    <message>
        <source>Double-click a game to open it</source>
        <translation>Haz doble clic en una partida para abrirla</translation>
    </message>
    <message>
        <source>Opp.</source>
        <comment>average opponent&apos;s rating</comment>
        <translation>Riv.</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>The explorer asks lichess.org; online services are off.</source>
        <translation>El explorador consulta lichess.org; los servicios en línea están desactivados.</translation>
    </message>
    <message>
        <source>The explorer knows standard chess only.</source>
        <translation>El explorador solo conoce el ajedrez estándar.</translation>
    </message>
    <message>
        <source>Whose games? Type a lichess user name.</source>
        <translation>¿Partidas de quién? Escribe un nombre de usuario de lichess.</translation>
    </message>
    <message>
        <source>Asking lichess…</source>
        <translation>Consultando lichess…</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 partidas</translation>
    </message>
    <message>
        <source>Recent games: White</source>
        <translation>Partidas recientes: Blancas</translation>
    </message>
    <message>
        <source>Top games: White</source>
        <translation>Mejores partidas: Blancas</translation>
    </message>
    <message>
        <source>Fetching game %1…</source>
        <translation>Descargando la partida %1…</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::FilterDialog</name>
    <message>
        <source>Filter Games</source>
        <translation>Filtrar partidas</translation>
    </message>
    <message>
        <source>with either colour</source>
        <translation>con cualquier color</translation>
    </message>
    <message>
        <source>with White</source>
        <translation>con blancas</translation>
    </message>
    <message>
        <source>with Black</source>
        <translation>con negras</translation>
    </message>
    <message>
        <source>any</source>
        <translation>cualquiera</translation>
    </message>
    <message>
        <source>YYYY.MM.DD</source>
        <translation>AAAA.MM.DD</translation>
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
        <translation>Todas las partidas</translation>
    </message>
    <message>
        <source>Only games with errors</source>
        <translation>Solo partidas con errores</translation>
    </message>
    <message>
        <source>Only games without errors</source>
        <translation>Solo partidas sin errores</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Jugador:</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>&amp;Rival:</translation>
    </message>
    <message>
        <source>&amp;Elo of both:</source>
        <extracomment>Between two fields of a range: &quot;from X to Y&quot;</extracomment>
        <translation>&amp;Elo de ambos:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Fecha:</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Resultado:</translation>
    </message>
    <message>
        <source>EC&amp;O:</source>
        <translation>EC&amp;O:</translation>
    </message>
    <message>
        <source>E&amp;vent:</source>
        <translation>&amp;Torneo:</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>&amp;Lugar:</translation>
    </message>
    <message>
        <source>P&amp;lies:</source>
        <translation>&amp;Medias jugadas:</translation>
    </message>
    <message>
        <source>E&amp;rrors:</source>
        <translation>E&amp;rrores:</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln game(s) match</source>
        <translation>
            <numerusform>Coinciden: %1 de %Ln partida</numerusform>
            <numerusform>Coinciden: %1 de %Ln partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>A player&apos;s name finds all of the player&apos;s spellings (“Carlsen” finds “Carlsen,M” and “Carlsen, Magnus”)</source>
        <translation>El nombre de un jugador encuentra todas sus grafías (“Carlsen” encuentra “Carlsen,M” y “Carlsen, Magnus”)</translation>
    </message>
    <message>
        <source>the quick search “%1”</source>
        <extracomment>The filter dialog&apos;s count: what else narrows the list</extracomment>
        <translation>la búsqueda rápida “%1”</translation>
    </message>
    <message>
        <source>%1, with %2</source>
        <extracomment>The filter dialog&apos;s count, then what else narrows the list</extracomment>
        <translation>%1, con %2</translation>
    </message>
    <message>
        <source> and </source>
        <translation> y </translation>
    </message>
</context>
<context>
    <name>kibitz::ui::GameAnalysis</name>
    <message>
        <source>Analyse Game</source>
        <translation>Analizar la partida</translation>
    </message>
    <message>
        <source>The game has no moves yet.</source>
        <translation>La partida aún no tiene jugadas.</translation>
    </message>
    <message>
        <source>No engine is known: add one to the engine list, or install one.</source>
        <translation>No se conoce ningún motor: añade uno a la lista de motores o instala uno.</translation>
    </message>
    <message>
        <source>Seconds per move</source>
        <translation>Segundos por jugada</translation>
    </message>
    <message>
        <source>Depth</source>
        <extracomment>Analysis limit: search depth in plies</extracomment>
        <translation>Profundidad</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Motor:</translation>
    </message>
    <message>
        <source>&amp;Limit:</source>
        <translation>&amp;Límite:</translation>
    </message>
    <message>
        <source>Analysing the game with %1…</source>
        <translation>Analizando la partida con %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Stops a game analysis running in the background</extracomment>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Analyse Games</source>
        <translation>Analizar partidas</translation>
    </message>
    <message>
        <source>Select the games to analyse in the database&apos;s list first.</source>
        <translation>Seleccione primero en la lista de la base de datos las partidas que desea analizar.</translation>
    </message>
    <message numerus="yes">
        <source>Analysing %n game(s) with %1…</source>
        <translation>
            <numerusform>Analizando %n partida con %1…</numerusform>
            <numerusform>Analizando %n partidas con %1…</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysing game %1 of %2…</source>
        <translation>Analizando la partida %1 de %2…</translation>
    </message>
    <message>
        <source>Stop the analysis (a database keeps the games already done)</source>
        <translation>Detener el análisis (una base conserva las partidas ya analizadas)</translation>
    </message>
    <message>
        <source>The game is analysed.</source>
        <translation>La partida está analizada.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::GameHeader</name>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Click to edit the game&apos;s headers (Ctrl+H)</source>
        <translation>Haga clic para editar las cabeceras de la partida (Ctrl+H)</translation>
    </message>
    <message>
        <source>Game header</source>
        <translation>Cabecera de la partida</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <source>Time control %1</source>
        <translation>Ritmo %1</translation>
    </message>
    <message>
        <source>Chess960 start position %1</source>
        <translation>Posición inicial Chess960 n.º %1</translation>
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
        <translation>Diagrama</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>last book move</source>
        <translation>última jugada del libro</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::GamePrint</name>
    <message>
        <source>Print Game</source>
        <translation>Imprimir la partida</translation>
    </message>
    <message>
        <source>HTML page (*.html)</source>
        <translation>Página HTML (*.html)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export Game</source>
        <translation>Exportar la partida</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::GameRecovery</name>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Falló el autoguardado: %1</translation>
    </message>
    <message>
        <source>Recover Unsaved Games</source>
        <translation>Recuperar partidas sin guardar</translation>
    </message>
    <message>
        <source>Some autosaved games could not be read and were left where they are:
%1</source>
        <translation>Algunas partidas autoguardadas no se pudieron leer y se dejan donde están:
%1</translation>
    </message>
    <message>
        <source>Untitled game</source>
        <translation>Partida sin título</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>never saved</source>
        <translation>nunca guardada</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>Kibitz stopped without saving a game. Restore it?</source>
        <translation>Kibitz se cerró sin guardar una partida. ¿Restaurarla?</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Restored an unsaved game.</source>
        <translation>Se restauró una partida sin guardar.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n jugada</numerusform>
            <numerusform>%n jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Kibitz stopped without saving %n game(s). Restore them?</source>
        <translation>
            <numerusform>Kibitz se cerró sin guardar %n partida. ¿Restaurarla?</numerusform>
            <numerusform>Kibitz se cerró sin guardar %n partidas. ¿Restaurarlas?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Restored %n unsaved game(s).</source>
        <translation>
            <numerusform>Se restauró %n partida sin guardar.</numerusform>
            <numerusform>Se restauraron %n partidas sin guardar.</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” was being played when Kibitz stopped. Go on with it against %2 from the clocks its last moves recorded, or keep it as it is?</source>
        <translation>«%1» estaba en juego cuando Kibitz se detuvo. ¿Seguir contra %2 con los relojes de sus últimas jugadas, o dejarla como está?</translation>
    </message>
    <message>
        <source>Play On</source>
        <translation>Seguir jugando</translation>
    </message>
    <message>
        <source>Keep As It Is</source>
        <translation>Dejar como está</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::HeaderDialog</name>
    <message>
        <source>“%1” is not of the form YYYY.MM.DD (with ?? for unknown parts, as in 1972.??.??)</source>
        <translation>«%1» no tiene la forma AAAA.MM.DD (con ?? para lo desconocido, como en 1972.??.??)</translation>
    </message>
    <message>
        <source>“%1” has no month %2</source>
        <translation>«%1» no tiene mes %2</translation>
    </message>
    <message>
        <source>“%1” has no day %2</source>
        <translation>«%1» no tiene día %2</translation>
    </message>
    <message>
        <source>“%1” is not a day of the calendar</source>
        <translation>«%1» no es un día del calendario</translation>
    </message>
    <message>
        <source>“%1” is not a round number (such as 3, or 3.1 for board 1 of round 3; ? when unknown)</source>
        <translation>«%1» no es un número de ronda (como 3, o 3.1 para el tablero 1 de la ronda 3; ? si se desconoce)</translation>
    </message>
    <message>
        <source>“%1” is not a result (1-0, 0-1, 1/2-1/2 or *)</source>
        <translation>«%1» no es un resultado (1-0, 0-1, 1/2-1/2 o *)</translation>
    </message>
    <message>
        <source>“%1” is not a rating (a whole number, or empty)</source>
        <translation>«%1» no es un rating (un número entero, o vacío)</translation>
    </message>
    <message>
        <source>“%1” is not an ECO code (a letter A–E and two digits, as in C42)</source>
        <translation>«%1» no es un código ECO (una letra A–E y dos cifras, como C42)</translation>
    </message>
    <message>
        <source>“%1” is not a time control: “%2” should be seconds (300), seconds with increment (300+5), moves in seconds (40/7200), sandclock (*180), ? or -</source>
        <translation>«%1» no es un ritmo de juego: «%2» debería ser segundos (300), segundos con incremento (300+5), jugadas en segundos (40/7200), reloj de arena (*180), ? o -</translation>
    </message>
    <message>
        <source>a tag needs a name</source>
        <translation>una etiqueta necesita un nombre</translation>
    </message>
    <message>
        <source>“%1” is not a tag name (letters, digits and _ only)</source>
        <translation>«%1» no es un nombre de etiqueta (solo letras, cifras y _)</translation>
    </message>
    <message>
        <source>a tag value cannot hold a line break</source>
        <translation>el valor de una etiqueta no puede contener saltos de línea</translation>
    </message>
    <message>
        <source>Game Headers</source>
        <translation>Encabezados de la partida</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>Group of the game&apos;s headers: event, site, date, round, result</extracomment>
        <translation>Partida</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>&amp;Torneo:</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>&amp;Lugar:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Fecha:</translation>
    </message>
    <message>
        <source>YYYY.MM.DD, ?? for unknown</source>
        <translation>AAAA.MM.DD, ?? si se desconoce</translation>
    </message>
    <message>
        <source>R&amp;ound:</source>
        <translation>R&amp;onda:</translation>
    </message>
    <message>
        <source>1-0 (White wins)</source>
        <translation>1-0 (ganan las blancas)</translation>
    </message>
    <message>
        <source>0-1 (Black wins)</source>
        <translation>0-1 (ganan las negras)</translation>
    </message>
    <message>
        <source>1/2-1/2 (draw)</source>
        <translation>1/2-1/2 (tablas)</translation>
    </message>
    <message>
        <source>* (unfinished or unknown)</source>
        <translation>* (sin terminar o desconocido)</translation>
    </message>
    <message>
        <source>Res&amp;ult:</source>
        <translation>Res&amp;ultado:</translation>
    </message>
    <message>
        <source>E&amp;CO:</source>
        <translation>E&amp;CO:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Ritmo de juego:</translation>
    </message>
    <message>
        <source>none, or 300+5, 40/7200</source>
        <translation>ninguno, o 300+5, 40/7200</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Blancas:</translation>
    </message>
    <message>
        <source>White &amp;rating:</source>
        <translation>Rat&amp;ing de las blancas:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Negras:</translation>
    </message>
    <message>
        <source>Other tags</source>
        <translation>Otras etiquetas</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Tag in row %1</source>
        <translation>Etiqueta de la fila %1</translation>
    </message>
    <message>
        <source>%1: %2 has its own field above</source>
        <translation>%1: %2 tiene su propio campo arriba</translation>
    </message>
    <message>
        <source>%1: %2 describes the start position; set it up with Edit &gt; Set Up Position</source>
        <translation>%1: %2 describe la posición inicial; prepárala con Editar &gt; Preparar posición</translation>
    </message>
    <message>
        <source>%1: %2 is there twice</source>
        <translation>%1: %2 aparece dos veces</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>Black rat&amp;ing:</source>
        <translation>R&amp;ating de las negras:</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>A&amp;ñadir</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::ImportDialog</name>
    <message>
        <source>Import Online Games</source>
        <translation>Importar partidas en línea</translation>
    </message>
    <message>
        <source>user name</source>
        <translation>nombre de usuario</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Desde</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <source>Rated games only</source>
        <translation>Solo partidas puntuables</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Import into</source>
        <translation>Importar en</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Archivos PGN (*.pgn)</translation>
    </message>
    <message>
        <source>A file that already holds the player&apos;s games gets only newer ones, never a game twice.</source>
        <translation>Un archivo que ya contiene las partidas del jugador solo recibe las más nuevas, nunca una partida dos veces.</translation>
    </message>
    <message>
        <source>Site:</source>
        <translation>Sitio:</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Jugador:</translation>
    </message>
    <message>
        <source>Dates:</source>
        <translation>Fechas:</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Partidas:</translation>
    </message>
    <message>
        <source>Into file:</source>
        <translation>En el archivo:</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importar</translation>
    </message>
    <message>
        <source>Say whose games to import.</source>
        <translation>Indica de quién importar las partidas.</translation>
    </message>
    <message>
        <source>Importing games</source>
        <translation>Importando partidas</translation>
    </message>
    <message>
        <source>Online services are off (Edit &gt; Online Services).</source>
        <translation>Los servicios en línea están desactivados (Editar &gt; Servicios en línea).</translation>
    </message>
    <message numerus="yes">
        <source>%n new game(s) so far (%1)…</source>
        <translation>
            <numerusform>%n partida nueva hasta ahora (%1)…</numerusform>
            <numerusform>%n partidas nuevas hasta ahora (%1)…</numerusform>
        </translation>
    </message>
    <message>
        <source>Asking %1…</source>
        <translation>Consultando %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message numerus="yes">
        <source>%n new game(s) in %1</source>
        <translation>
            <numerusform>%n partida nueva en %1</numerusform>
            <numerusform>%n partidas nuevas en %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already there</source>
        <translation>
            <numerusform>%n ya estaba</numerusform>
            <numerusform>%n ya estaban</numerusform>
        </translation>
    </message>
    <message>
        <source>asked for games since %1</source>
        <translation>se pidieron partidas desde %1</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::LiveBroadcast</name>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>No se puede crear la carpeta %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1: live, %n games</source>
        <extracomment>Status bar: a broadcast round followed; %1 its name, %n how many games</extracomment>
        <translation>
            <numerusform>%1: en directo, %n partida</numerusform>
            <numerusform>%1: en directo, %n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the stream was cut; connecting again in %2 s</source>
        <extracomment>Status bar: %1 the broadcast, %2 seconds; the tooltip says what failed</extracomment>
        <translation>%1: el flujo se cortó; nueva conexión en %2 s</translation>
    </message>
    <message>
        <source>The games are in %1.</source>
        <translation>Las partidas están en %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1: the round is over, %n games</source>
        <translation>
            <numerusform>%1: la ronda ha terminado, %n partida</numerusform>
            <numerusform>%1: la ronda ha terminado, %n partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: no longer followed, %n games</source>
        <translation>
            <numerusform>%1: ya no se sigue, %n partida</numerusform>
            <numerusform>%1: ya no se sigue, %n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: connecting…</source>
        <translation>%1: conectando…</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::MainWindow</name>
    <message>
        <source>PGN files (*.pgn *.PGN *.pgn.gz);;All files (*)</source>
        <translation>Archivos PGN (*.pgn *.PGN *.pgn.gz);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Notation</source>
        <translation>Notación</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <source>Engine Console</source>
        <translation>Consola del motor</translation>
    </message>
    <message>
        <source>[Kibitz: the engine list cannot be read: %1]</source>
        <translation>[Kibitz: no se puede leer la lista de motores: %1]</translation>
    </message>
    <message>
        <source>The engine list cannot be read: %1</source>
        <translation>No se puede leer la lista de motores: %1</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <extracomment>Pane title: the graph of the engine evaluations over the game</extracomment>
        <translation>Evaluación</translation>
    </message>
    <message>
        <source>Book</source>
        <extracomment>Pane title: the opening book (Polyglot) and its moves</extracomment>
        <translation>Libro</translation>
    </message>
    <message>
        <source>Tablebase</source>
        <extracomment>Pane title: endgame tablebases (Syzygy, Gaviota)</extracomment>
        <translation>Tablas de finales</translation>
    </message>
    <message>
        <source>No analysis during a game against the engine (Game &gt; Training Mode allows it).</source>
        <translation>No hay análisis durante una partida contra el motor (Partida &gt; Modo entrenamiento lo permite).</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>&amp;Open PGN…</source>
        <translation>&amp;Abrir PGN…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>Export &amp;Board…</source>
        <translation>Exportar el &amp;tablero…</translation>
    </message>
    <message>
        <source>E&amp;xport Game…</source>
        <translation>E&amp;xportar la partida…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <source>&amp;Close Game</source>
        <translation>Cerrar la parti&amp;da</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation>Copiar &amp;FEN</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Copy PGN</source>
        <translation>Copiar &amp;PGN</translation>
    </message>
    <message>
        <source>Copy &amp;Variation as PGN</source>
        <translation>Copiar la &amp;variante como PGN</translation>
    </message>
    <message>
        <source>Ctrl+Alt+C</source>
        <translation>Ctrl+Alt+C</translation>
    </message>
    <message>
        <source>&amp;Paste FEN or PGN</source>
        <translation>Pe&amp;gar FEN o PGN</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Image</source>
        <translation>Copiar el tablero como &amp;imagen</translation>
    </message>
    <message>
        <source>White wins (1-0)</source>
        <translation>Ganan las blancas (1-0)</translation>
    </message>
    <message>
        <source>Black wins (0-1)</source>
        <translation>Ganan las negras (0-1)</translation>
    </message>
    <message>
        <source>Draw (½-½)</source>
        <translation>Tablas (½-½)</translation>
    </message>
    <message>
        <source>Unknown or unfinished (*)</source>
        <translation>Desconocido o sin terminar (*)</translation>
    </message>
    <message>
        <source>Game &amp;Headers…</source>
        <translation>E&amp;ncabezados de la partida…</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>Set Up P&amp;osition…</source>
        <translation>Prep&amp;arar posición…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>Preferen&amp;cias…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Girar el tablero</translation>
    </message>
    <message>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <source>F&amp;igurine Notation</source>
        <translation>Notación &amp;figurativa</translation>
    </message>
    <message>
        <source>Focus &amp;Board</source>
        <translation>Enfocar el &amp;tablero</translation>
    </message>
    <message>
        <source>Ctrl+B</source>
        <translation>Ctrl+B</translation>
    </message>
    <message>
        <source>The board has the keys: arrows move, Space or Enter picks up and drops, Escape gives them back.</source>
        <translation>El tablero tiene el teclado: las flechas mueven, Espacio o Intro levanta y suelta, Escape lo devuelve.</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <extracomment>Menu item: start or stop the engine analysing the position</extracomment>
        <translation>A&amp;nalizar</translation>
    </message>
    <message>
        <source>Ctrl+Space</source>
        <translation>Ctrl+Space</translation>
    </message>
    <message>
        <source>Engine &amp;Options…</source>
        <translation>&amp;Opciones del motor…</translation>
    </message>
    <message>
        <source>&amp;Manage Engines…</source>
        <translation>Gestionar &amp;motores…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Atrás</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>A&amp;delante</translation>
    </message>
    <message>
        <source>To &amp;Start</source>
        <translation>Al &amp;inicio</translation>
    </message>
    <message>
        <source>To &amp;End</source>
        <translation>Al &amp;final</translation>
    </message>
    <message>
        <source>&amp;Previous Variation</source>
        <translation>Variante a&amp;nterior</translation>
    </message>
    <message>
        <source>&amp;Next Variation</source>
        <translation>Variante &amp;siguiente</translation>
    </message>
    <message>
        <source>Next &amp;Game</source>
        <translation>Partida siguien&amp;te</translation>
    </message>
    <message>
        <source>Previous G&amp;ame</source>
        <translation>Partida ant&amp;erior</translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation>&amp;Base de datos</translation>
    </message>
    <message>
        <source>Analyse &amp;Game…</source>
        <translation>Anali&amp;zar la partida…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+A</source>
        <translation>Ctrl+Shift+A</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;About Kibitz</source>
        <translation>&amp;Acerca de Kibitz</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Juegan las blancas</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Juegan las negras</translation>
    </message>
    <message>
        <source>, in check</source>
        <translation>, en jaque</translation>
    </message>
    <message>
        <source>. A draw by threefold repetition can be claimed</source>
        <translation>. Se pueden reclamar tablas por triple repetición</translation>
    </message>
    <message>
        <source>. A draw by the fifty-move rule can be claimed</source>
        <translation>. Se pueden reclamar tablas por la regla de los cincuenta movimientos</translation>
    </message>
    <message>
        <source>Material: even</source>
        <translation>Material: igualado</translation>
    </message>
    <message>
        <source>Material: White +%1</source>
        <translation>Material: blancas +%1</translation>
    </message>
    <message>
        <source>Material: Black +%1</source>
        <translation>Material: negras +%1</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, partida %2</translation>
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
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>The game “%1” has changes that are not saved. Save them?</source>
        <translation>La partida «%1» tiene cambios sin guardar. ¿Guardarlos?</translation>
    </message>
    <message>
        <source>Open PGN</source>
        <translation>Abrir PGN</translation>
    </message>
    <message>
        <source>Cannot open %1: no such file</source>
        <translation>No se puede abrir %1: el archivo no existe</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>No se puede abrir %1: %2</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message numerus="yes">
        <source>Saved %1; %n other game(s) Kibitz cannot read were kept as they were.</source>
        <translation>
            <numerusform>%1 guardado; %n partida más que Kibitz no sabe leer se conservó tal cual.</numerusform>
            <numerusform>%1 guardado; %n partidas más que Kibitz no sabe leer se conservaron tal cual.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 guardado</translation>
    </message>
    <message>
        <source>Save Game As</source>
        <translation>Guardar la partida como</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln games)</source>
        <translation>
            <numerusform>%1 (%Ln partida)</numerusform>
            <numerusform>%1 (%Ln partidas)</numerusform>
        </translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>No hay archivos recientes</translation>
    </message>
    <message>
        <source>Paste</source>
        <extracomment>Title of what was pasted from the clipboard</extracomment>
        <translation>Pegado</translation>
    </message>
    <message>
        <source>Drop</source>
        <extracomment>Title of what was dragged and dropped onto the window (noun)</extracomment>
        <translation>Arrastre</translation>
    </message>
    <message>
        <source>About Kibitz</source>
        <translation>Acerca de Kibitz</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;A desktop chess workbench: play against engines, edit and annotate games, explore openings and endgames.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;Un banco de trabajo de ajedrez para el escritorio: jugar contra motores, editar y anotar partidas, explorar aperturas y finales.&lt;/p&gt;&lt;p&gt;Software libre bajo la Licencia Pública General de GNU, versión 3 o posterior.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>New Game from Pos&amp;ition…</source>
        <translation>Nueva partida desde una &amp;posición…</translation>
    </message>
    <message>
        <source>Set Resul&amp;t</source>
        <translation>Establecer el res&amp;ultado</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s) analysed; Database &gt; Save Database keeps them.</source>
        <translation>
            <numerusform>%1 de %n partida analizada; Base de datos &gt; Guardar base de datos las conserva.</numerusform>
            <numerusform>%1 de %n partidas analizadas; Base de datos &gt; Guardar base de datos las conserva.</numerusform>
        </translation>
    </message>
    <message>
        <source>PGN files and SCID bases (*.pgn *.PGN *.pgn.gz *.si4);;PGN files (*.pgn *.PGN *.pgn.gz);;SCID bases (*.si4);;All files (*)</source>
        <translation>Archivos PGN y bases SCID (*.pgn *.PGN *.pgn.gz *.si4);;Archivos PGN (*.pgn *.PGN *.pgn.gz);;Bases SCID (*.si4);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>The game “%1” is being played. Closing it ends the game. Save it first?</source>
        <translation>La partida «%1» está en juego. Cerrarla la termina. ¿Guardarla antes?</translation>
    </message>
    <message>
        <source>The game “%1” has never been saved. Save it?</source>
        <translation>La partida «%1» nunca se ha guardado. ¿Guardarla?</translation>
    </message>
    <message>
        <source>Kibitz could not read all of this game: line %1, column %2: %3.</source>
        <translation>Kibitz no pudo leer toda esta partida: línea %1, columna %2: %3.</translation>
    </message>
    <message numerus="yes">
        <source>(%n more problem(s), in the tool tip.)</source>
        <translation>
            <numerusform>(%n problema más, en la descripción emergente.)</numerusform>
            <numerusform>(%n problemas más, en la descripción emergente.)</numerusform>
        </translation>
    </message>
    <message>
        <source>The moves before it are shown. What could not be read is kept as it was, in a comment where it stood, and saving keeps it.</source>
        <translation>Se muestran las jugadas anteriores. Lo que no se pudo leer se conserva tal cual, en un comentario en su lugar, y se guarda con la partida.</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Línea %1, columna %2: %3</translation>
    </message>
    <message>
        <source>&amp;Train</source>
        <translation>E&amp;ntrenamiento</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <source>Results cannot be kept: %1</source>
        <translation>No se pueden guardar los resultados: %1</translation>
    </message>
    <message>
        <source>Learn From Your &amp;Mistakes…</source>
        <translation>Aprender de tus &amp;errores…</translation>
    </message>
    <message>
        <source>Drill &amp;Repertoire…</source>
        <translation>Practicar el &amp;repertorio…</translation>
    </message>
    <message>
        <source>&amp;Endgames…</source>
        <translation>&amp;Finales…</translation>
    </message>
    <message>
        <source>&amp;Clock Times in Notation</source>
        <translation>&amp;Relojes en la notación</translation>
    </message>
    <message>
        <source>E&amp;valuations in Notation</source>
        <translation>E&amp;valuaciones en la notación</translation>
    </message>
    <message>
        <source>Go to a move to annotate it.</source>
        <translation>Vaya a una jugada para anotarla.</translation>
    </message>
    <message>
        <source>Reset &amp;Layout</source>
        <extracomment>Menu item: every pane back where a first start puts it</extracomment>
        <translation>Restablecer &amp;disposición</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <translation>&amp;Ir</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>Ano&amp;tar</translation>
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
        <translation>&amp;Escribir una jugada</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>Atajos de &amp;teclado</translation>
    </message>
    <message>
        <source>Being played: quitting ends the game</source>
        <translation>En juego: salir termina la partida</translation>
    </message>
    <message>
        <source>Never saved</source>
        <translation>Nunca guardada</translation>
    </message>
    <message>
        <source>Changes not saved to %1</source>
        <translation>Cambios no guardados en %1</translation>
    </message>
    <message>
        <source>Explorer</source>
        <extracomment>Pane title: lichess&apos;s opening explorer (masters, lichess games, a player&apos;s games)</extracomment>
        <translation>Explorador</translation>
    </message>
    <message>
        <source>I&amp;mport Online Games…</source>
        <translation>I&amp;mportar partidas en línea…</translation>
    </message>
    <message>
        <source>Online &amp;Services…</source>
        <translation>&amp;Servicios en línea…</translation>
    </message>
    <message>
        <source>The cloud evaluation beside the engine&apos;s lines</source>
        <translation>La evaluación en la nube junto a las líneas del motor</translation>
    </message>
    <message>
        <source>The tablebase pane, for a position the local tables lack,</source>
        <translation>El panel de la tabla de finales, para una posición que no tienen las tablas locales,</translation>
    </message>
    <message>
        <source>The tablebase pane</source>
        <translation>El panel de la tabla de finales</translation>
    </message>
    <message>
        <source>Grading endgames</source>
        <translation>La calificación de finales</translation>
    </message>
    <message>
        <source>online services are not ready</source>
        <translation>los servicios en línea no están listos</translation>
    </message>
    <message>
        <source>%1 holds a broadcast being followed: Kibitz writes it as moves come.</source>
        <translation>%1 contiene una retransmisión seguida: Kibitz la escribe a medida que llegan las jugadas.</translation>
    </message>
    <message>
        <source>Follow Broadcast</source>
        <translation>Seguir una retransmisión</translation>
    </message>
    <message>
        <source>Following a broadcast</source>
        <extracomment>What asks to go online, in the first-use question</extracomment>
        <translation>Seguir una retransmisión</translation>
    </message>
    <message>
        <source>&amp;Follow Broadcast…</source>
        <translation>Seg&amp;uir una retransmisión…</translation>
    </message>
    <message>
        <source>Online services are off: Edit &gt; Online Services turns them on.</source>
        <translation>Los servicios en línea están desactivados: Editar &gt; Servicios en línea los activa.</translation>
    </message>
    <message>
        <source>Stop Following Broadcas&amp;t</source>
        <translation>De&amp;jar de seguir la retransmisión</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::MistakesTrainer</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>Show &amp;Solution</source>
        <translation>Ver la &amp;solución</translation>
    </message>
    <message>
        <source>Learn From Your Mistakes</source>
        <translation>Aprender de tus errores</translation>
    </message>
    <message>
        <source>Mistakes of:</source>
        <translation>Errores de:</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>&amp;Anterior</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>Si&amp;guiente</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>A&amp;brir…</translation>
    </message>
    <message>
        <source>Every exercise: ✓ solved at the first try, ✗ missed, ○ not tried yet</source>
        <translation>Cada ejercicio: ✓ resuelto al primer intento, ✗ fallado, ○ aún sin intentar</translation>
    </message>
    <message>
        <source>No exercises</source>
        <translation>Ningún ejercicio</translation>
    </message>
    <message>
        <source>Open an annotated game (its ? and ?? moves) or an EPD file with bm.</source>
        <translation>Abre una partida anotada (sus jugadas ? y ??) o un archivo EPD con bm.</translation>
    </message>
    <message>
        <source>Cannot read %1.</source>
        <translation>No se puede leer %1.</translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <source>%1 has no mistakes (?) or blunders (??) with a better move.</source>
        <translation>%1 no tiene errores (?) ni errores graves (??) con una jugada mejor.</translation>
    </message>
    <message>
        <source>Open Annotated Games or Exercises</source>
        <translation>Abrir partidas anotadas o ejercicios</translation>
    </message>
    <message>
        <source>Annotated games and exercises (*.pgn *.pgn.gz *.epd);;All files (*)</source>
        <translation>Partidas anotadas y ejercicios (*.pgn *.pgn.gz *.epd);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Todos</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>%1 of %2 · %3</source>
        <translation>%1 de %2 · %3</translation>
    </message>
    <message>
        <source>%1 to move. %2 played %3 here: find a better move.</source>
        <translation>Juegan %1. %2 jugó aquí %3: encuentra una jugada mejor.</translation>
    </message>
    <message>
        <source>a mistake</source>
        <translation>un error</translation>
    </message>
    <message>
        <source>(Before: %1 of %2 tries solved at once.)</source>
        <translation>(Hasta ahora: %1 de %2 intentos resueltos a la primera.)</translation>
    </message>
    <message>
        <source>Hint: this piece, to the green square.</source>
        <translation>Pista: esta pieza, a la casilla verde.</translation>
    </message>
    <message>
        <source>Hint: move this piece.</source>
        <translation>Pista: mueve esta pieza.</translation>
    </message>
    <message>
        <source>The solution: %1.</source>
        <translation>La solución: %1.</translation>
    </message>
    <message>
        <source>%1: thinking…</source>
        <translation>%1: comprobando…</translation>
    </message>
    <message>
        <source>Right: %1. The line: %2.</source>
        <translation>Correcto: %1. La línea: %2.</translation>
    </message>
    <message>
        <source>Right: %1 (%2). The game&apos;s line: %3.</source>
        <translation>Correcto: %1 (%2). La línea de la partida: %3.</translation>
    </message>
    <message>
        <source>Not %1: %2. Try again, or ask for a hint.</source>
        <translation>No %1: %2. Inténtalo de nuevo o pide una pista.</translation>
    </message>
    <message>
        <source>this game</source>
        <translation>esta partida</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::MoveEntry</name>
    <message>
        <source>Type a move, such as e4, Nf3 or e2e4.</source>
        <translation>Escriba una jugada, como e4, Nf3 o e2e4.</translation>
    </message>
    <message>
        <source>Move or symbol</source>
        <extracomment>Placeholder of the line where a move is typed over the board</extracomment>
        <translation>Jugada o símbolo</translation>
    </message>
    <message>
        <source>Typed move</source>
        <translation>Jugada escrita</translation>
    </message>
    <message>
        <source>Enter plays the move (e4, Nf3, e2e4, O-O) or sets the symbol (!, ?, +-); Escape closes</source>
        <translation>Intro juega la jugada (e4, Nf3, e2e4, O-O) o pone el símbolo (!, ?, +-); Escape cierra</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::MoveTreeView</name>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>No moves yet. Play a move on the board.</source>
        <translation>Aún no hay jugadas. Haz una jugada en el tablero.</translation>
    </message>
    <message>
        <source>Edit game comment…</source>
        <translation>Editar el comentario de la partida…</translation>
    </message>
    <message>
        <source>Game headers…</source>
        <translation>Encabezados de la partida…</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Subir la variante</translation>
    </message>
    <message>
        <source>Demote variation</source>
        <translation>Bajar la variante</translation>
    </message>
    <message>
        <source>Make main line</source>
        <translation>Convertir en línea principal</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>Borrar la variante</translation>
    </message>
    <message>
        <source>Delete from here</source>
        <translation>Borrar desde aquí</translation>
    </message>
    <message>
        <source>Copy variation as PGN</source>
        <translation>Copiar la variante como PGN</translation>
    </message>
    <message>
        <source>Comment after move…</source>
        <translation>Comentario tras la jugada…</translation>
    </message>
    <message>
        <source>Comment before move…</source>
        <translation>Comentario antes de la jugada…</translation>
    </message>
    <message>
        <source>Annotation</source>
        <extracomment>Menu of move symbols (!, ?, !!, ...) and position evaluations (=, +-, ...)</extracomment>
        <translation>Anotación</translation>
    </message>
    <message>
        <source>Good move</source>
        <translation>Buena jugada</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>Brilliant move</source>
        <translation>Jugada brillante</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Error grave</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation>Jugada interesante</translation>
    </message>
    <message>
        <source>Dubious move</source>
        <translation>Jugada dudosa</translation>
    </message>
    <message>
        <source>Equal position</source>
        <translation>Posición igualada</translation>
    </message>
    <message>
        <source>Unclear position</source>
        <translation>Posición incierta</translation>
    </message>
    <message>
        <source>White is slightly better</source>
        <translation>Las blancas están ligeramente mejor</translation>
    </message>
    <message>
        <source>Black is slightly better</source>
        <translation>Las negras están ligeramente mejor</translation>
    </message>
    <message>
        <source>White is better</source>
        <translation>Las blancas están mejor</translation>
    </message>
    <message>
        <source>Black is better</source>
        <translation>Las negras están mejor</translation>
    </message>
    <message>
        <source>White is winning</source>
        <translation>Las blancas están ganando</translation>
    </message>
    <message>
        <source>Black is winning</source>
        <translation>Las negras están ganando</translation>
    </message>
    <message>
        <source>Novelty</source>
        <extracomment>A move never played before (NAG 146, N)</extracomment>
        <translation>Novedad</translation>
    </message>
    <message>
        <source>Clear annotations</source>
        <translation>Borrar las anotaciones</translation>
    </message>
    <message>
        <source>Comment on the game:</source>
        <translation>Comentario sobre la partida:</translation>
    </message>
    <message>
        <source>Comment before %1:</source>
        <translation>Comentario antes de %1:</translation>
    </message>
    <message>
        <source>Comment after %1:</source>
        <translation>Comentario tras %1:</translation>
    </message>
    <message>
        <source>last book move</source>
        <translation>última jugada del libro</translation>
    </message>
    <message>
        <source>Show Clock Times</source>
        <translation>Mostrar los relojes</translation>
    </message>
    <message>
        <source>Show Evaluations</source>
        <translation>Mostrar las evaluaciones</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::NewGameDialog</name>
    <message>
        <source>Bullet 1 min + 0</source>
        <translation>Bala 1 min + 0</translation>
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
        <translation>Rápidas 10 min + 5 s</translation>
    </message>
    <message>
        <source>Rapid 15 min + 10 s</source>
        <translation>Rápidas 15 min + 10 s</translation>
    </message>
    <message>
        <source>Classical 30 min + 20 s</source>
        <translation>Clásicas 30 min + 20 s</translation>
    </message>
    <message>
        <source>Classical 40 moves in 90 min, then 30 min, + 30 s</source>
        <translation>Clásicas 40 jugadas en 90 min, luego 30 min, + 30 s</translation>
    </message>
    <message>
        <source>1 s per move</source>
        <translation>1 s por jugada</translation>
    </message>
    <message>
        <source>5 s per move</source>
        <translation>5 s por jugada</translation>
    </message>
    <message>
        <source>Depth 8</source>
        <translation>Profundidad 8</translation>
    </message>
    <message>
        <source>100,000 nodes</source>
        <translation>100.000 nodos</translation>
    </message>
    <message>
        <source>New Game Against Engine</source>
        <translation>Nueva partida contra el motor</translation>
    </message>
    <message>
        <source>Engine Match</source>
        <translation>Match de motores</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Motor:</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Blancas:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Negras:</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Random</source>
        <extracomment>Your colour is chosen at random</extracomment>
        <translation>Al azar</translation>
    </message>
    <message>
        <source>You &amp;play:</source>
        <translation>T&amp;ú juegas con:</translation>
    </message>
    <message>
        <source>Full strength</source>
        <translation>Máxima fuerza</translation>
    </message>
    <message>
        <source>The engine plays at about this rating, if it can limit its strength</source>
        <translation>El motor juega con aproximadamente este rating, si puede limitar su fuerza</translation>
    </message>
    <message>
        <source>Engine &amp;strength (Elo):</source>
        <translation>&amp;Fuerza del motor (Elo):</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Ritmo de juego:</translation>
    </message>
    <message>
        <source>Base+increment in seconds or with units (300+2, 5m+3s, 0:30+0.5), periods (40/5400+30:1800+30), or movetime=S, depth=N, nodes=N</source>
        <translation>Base+incremento en segundos o con unidades (300+2, 5m+3s, 0:30+0.5), periodos (40/5400+30:1800+30), o movetime=S, depth=N, nodes=N</translation>
    </message>
    <message>
        <source>As te&amp;xt:</source>
        <translation>Como te&amp;xto:</translation>
    </message>
    <message>
        <source>Standard</source>
        <extracomment>The start position: standard chess (not Chess960)</extracomment>
        <translation>Estándar</translation>
    </message>
    <message>
        <source>Chess960, at random</source>
        <translation>Chess960, al azar</translation>
    </message>
    <message>
        <source>Chess960, number:</source>
        <translation>Chess960, número:</translation>
    </message>
    <message>
        <source>Chess960 start positions are numbered 0-959; 518 is the standard one</source>
        <translation>Las posiciones iniciales de Chess960 se numeran del 0 al 959; la 518 es la estándar</translation>
    </message>
    <message>
        <source>St&amp;art:</source>
        <translation>Ini&amp;cio:</translation>
    </message>
    <message>
        <source>T&amp;raining mode: keep the book, engine and tablebase panes in view</source>
        <translation>Modo &amp;entrenamiento: mantener a la vista el libro, el motor y las tablas de finales</translation>
    </message>
    <message>
        <source>Without it those panes are covered until the game ends</source>
        <translation>Sin él, esos paneles quedan cubiertos hasta el final de la partida</translation>
    </message>
    <message>
        <source>No engine is known: add one to the engine list, or install one.</source>
        <translation>No se conoce ningún motor: añade uno a la lista de motores o instala uno.</translation>
    </message>
    <message>
        <source>Engine plays from a book (choose one in the Book pane)</source>
        <translation>El motor juega con un libro (elige uno en el panel Libro)</translation>
    </message>
    <message>
        <source>Engine plays from the b&amp;ook: %1</source>
        <translation>El motor juega con el &amp;libro: %1</translation>
    </message>
    <message>
        <source>Engines play from the b&amp;ook: %1</source>
        <translation>Los motores juegan con el &amp;libro: %1</translation>
    </message>
    <message>
        <source>Not a time control: %1</source>
        <translation>No es un ritmo de juego: %1</translation>
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
        <translation>%1 por jugada</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>profundidad %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln node(s)</source>
        <translation>
            <numerusform>%Ln nodo</numerusform>
            <numerusform>%Ln nodos</numerusform>
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
            <numerusform>%n jugada en %1</numerusform>
            <numerusform>%n jugadas en %1</numerusform>
        </translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, luego </translation>
    </message>
    <message>
        <source>%1, repeating</source>
        <translation>%1, repetido</translation>
    </message>
    <message>
        <source>Start from the position on the boar&amp;d</source>
        <translation>Empezar desde la posición del &amp;tablero</translation>
    </message>
    <message>
        <source>Chess</source>
        <translation>Ajedrez</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>No engine in the list plays %1.</source>
        <translation>Ningún motor de la lista juega %1.</translation>
    </message>
    <message>
        <source>Po&amp;nder: the engine thinks on your time</source>
        <translation>&amp;Pensar en tu tiempo: el motor piensa mientras tú piensas</translation>
    </message>
    <message>
        <source>Po&amp;nder: each engine thinks on its opponent&apos;s time</source>
        <translation>&amp;Pensar en tiempo ajeno: cada motor piensa durante el tiempo de su rival</translation>
    </message>
    <message>
        <source>After its move the engine goes on thinking about the reply it expects; when that reply comes, it answers sooner and better</source>
        <translation>Tras su jugada, el motor sigue pensando en la respuesta que espera; si llega esa respuesta, contesta antes y mejor</translation>
    </message>
    <message>
        <source>Asking the engines which variants they play…</source>
        <translation>Preguntando a los motores qué variantes juegan…</translation>
    </message>
    <message>
        <source>The book holds standard chess from its start position</source>
        <translation>El libro contiene ajedrez estándar desde la posición inicial</translation>
    </message>
    <message>
        <source>Kibitz plays at about this rating, from %1 to %2 (levels calibrated against Stockfish&apos;s); above that, at full strength</source>
        <translation>Kibitz juega con aproximadamente esta puntuación, de %1 a %2 (niveles calibrados con los de Stockfish); por encima, con toda su fuerza</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::NewMoveDialog</name>
    <message>
        <source>New &amp;Variation</source>
        <translation>Nueva &amp;variante</translation>
    </message>
    <message>
        <source>New &amp;Main Line</source>
        <translation>Nueva línea &amp;principal</translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation>&amp;Sobrescribir</translation>
    </message>
    <message>
        <source>&amp;Insert</source>
        <translation>&amp;Insertar</translation>
    </message>
    <message>
        <source>&amp;Always do this (Edit &gt; Preferences asks again)</source>
        <translation>&amp;Hacer esto siempre (Editar &gt; Preferencias vuelve a preguntar)</translation>
    </message>
    <message>
        <source>New Move</source>
        <extracomment>Title of the question where a move entered goes, when the game goes on with another</extracomment>
        <translation>Nueva jugada</translation>
    </message>
    <message>
        <source>The game goes on with %1 here. Where does %2 go?</source>
        <translation>La partida sigue aquí con %1. ¿Dónde va %2?</translation>
    </message>
    <message>
        <source>%1 becomes a variation; the game goes on with %2</source>
        <translation>%1 pasa a ser una variante; la partida sigue con %2</translation>
    </message>
    <message>
        <source>%1 becomes the main line; %2 and what follows it a variation</source>
        <translation>%1 pasa a ser la línea principal; %2 y lo que sigue, una variante</translation>
    </message>
    <message>
        <source>%1 replaces %2 and everything after it</source>
        <translation>%1 sustituye a %2 y a todo lo que sigue</translation>
    </message>
    <message>
        <source>%1 replaces %2; the moves after it are kept as far as they stay legal</source>
        <translation>%1 sustituye a %2; las jugadas siguientes se conservan mientras sigan siendo legales</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::OnlineDialog</name>
    <message>
        <source>Online Services</source>
        <translation>Servicios en línea</translation>
    </message>
    <message>
        <source>Use online services (lichess.org, chess.com)</source>
        <translation>Usar servicios en línea (lichess.org, chess.com)</translation>
    </message>
    <message>
        <source>When on, Kibitz sends the position shown (as FEN) to lichess&apos;s opening explorer, tablebase and cloud evaluation, and a player&apos;s name to lichess or chess.com when you import games. Nothing is sent while this is off.</source>
        <translation>Si están activados, Kibitz envía la posición mostrada (como FEN) al explorador de aperturas, la tabla de finales y la evaluación en la nube de lichess, y el nombre de un jugador a lichess o chess.com al importar partidas. No se envía nada mientras estén desactivados.</translation>
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
        <translation>Explorador de aperturas:</translation>
    </message>
    <message>
        <source>Tablebase:</source>
        <translation>Tablas de finales:</translation>
    </message>
    <message>
        <source>chess.com:</source>
        <translation>chess.com:</translation>
    </message>
    <message>
        <source>lichess token:</source>
        <translation>Token de lichess:</translation>
    </message>
    <message>
        <source>Default Servers</source>
        <translation>Servidores predeterminados</translation>
    </message>
    <message>
        <source>&amp;Log In with lichess…</source>
        <translation>&amp;Iniciar sesión con lichess…</translation>
    </message>
    <message>
        <source>Opens lichess in your browser to give Kibitz a token (no scope: it only says who you are)</source>
        <translation>Abre lichess en tu navegador para dar a Kibitz un token (sin permisos: solo dice quién eres)</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::OnlineServices</name>
    <message>
        <source>%1: asked to slow down, waiting %2 s</source>
        <translation>%1: pide ir más despacio, esperando %2 s</translation>
    </message>
    <message>
        <source>The token comes from KIBITZ_LICHESS_TOKEN (this session only).</source>
        <translation>El token viene de KIBITZ_LICHESS_TOKEN (solo en esta sesión).</translation>
    </message>
    <message>
        <source>Online Services</source>
        <translation>Servicios en línea</translation>
    </message>
    <message>
        <source>%1 asks lichess.org (or chess.com) over the internet: the position&apos;s FEN, or the player&apos;s name, is sent to the server.

Turn online services on? You can change this and the servers in Edit &gt; Online Services.</source>
        <translation>%1 consulta lichess.org (o chess.com) por internet: se envía al servidor el FEN de la posición o el nombre del jugador.

¿Activar los servicios en línea? Puedes cambiar esto y los servidores en Editar &gt; Servicios en línea.</translation>
    </message>
    <message>
        <source>Saving the token in the keyring…</source>
        <translation>Guardando el token en el llavero…</translation>
    </message>
    <message>
        <source>No token.</source>
        <translation>Sin token.</translation>
    </message>
    <message>
        <source>The token is kept in the desktop&apos;s keyring.</source>
        <translation>El token se guarda en el llavero del escritorio.</translation>
    </message>
    <message>
        <source>No keyring could keep the token (%1): it is kept for this session only.</source>
        <translation>Ningún llavero pudo guardar el token (%1): se conserva solo para esta sesión.</translation>
    </message>
    <message>
        <source>This build of Kibitz has no keyring support: the token is kept for this session only.</source>
        <translation>Esta versión de Kibitz no admite llaveros: el token se conserva solo para esta sesión.</translation>
    </message>
    <message>
        <source>No keyring is available (%1): a token is kept for this session only.</source>
        <translation>No hay ningún llavero disponible (%1): el token se conserva solo para esta sesión.</translation>
    </message>
    <message>
        <source>Online: %1…</source>
        <translation>En línea: %1…</translation>
    </message>
    <message>
        <source>online services are off (Edit &gt; Online Services)</source>
        <translation>los servicios en línea están desactivados (Editar &gt; Servicios en línea)</translation>
    </message>
    <message>
        <source>Waiting for your answer to lichess in the browser…</source>
        <translation>Esperando tu respuesta a lichess en el navegador…</translation>
    </message>
    <message>
        <source>No browser could be opened: the address of lichess&apos;s prompt is on the clipboard; open it in a browser.</source>
        <translation>No se pudo abrir ningún navegador: la dirección de la solicitud de lichess está en el portapapeles; ábrela en un navegador.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::OpeningLabel</name>
    <message>
        <source>the start position</source>
        <translation>la posición inicial</translation>
    </message>
    <message>
        <source>Reached at %1; the named line is %2</source>
        <translation>Alcanzada en %1; la línea con nombre es %2</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::OpeningTreePane</name>
    <message>
        <source>Move</source>
        <extracomment>Columns of the opening tree: the move, the games that played it, their results</extracomment>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>White / Draw / Black</source>
        <translation>Blancas / Tablas / Negras</translation>
    </message>
    <message>
        <source>Elo</source>
        <comment>average rating of the players who made the move</comment>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Perf.</source>
        <comment>performance rating</comment>
        <translation>Rend.</translation>
    </message>
    <message>
        <source>Last</source>
        <comment>last year the move was played</comment>
        <translation>Última</translation>
    </message>
    <message>
        <source>The database is being read…</source>
        <translation>Se está leyendo la base de datos…</translation>
    </message>
    <message>
        <source>Open a database (a PGN file of games) to see the moves played here.</source>
        <translation>Abre una base de datos (un archivo PGN de partidas) para ver las jugadas hechas aquí.</translation>
    </message>
    <message>
        <source>No game of %1 reaches this position.</source>
        <translation>Ninguna partida de %1 llega a esta posición.</translation>
    </message>
    <message>
        <source>(end)</source>
        <comment>games that end here</comment>
        <translation>(fin)</translation>
    </message>
    <message>
        <source>White wins %1, draws %2, Black wins %3</source>
        <translation>Ganan las blancas %1, tablas %2, ganan las negras %3</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) of %1 reach this position</source>
        <translation>
            <numerusform>%Ln partida de %1 llega a esta posición</numerusform>
            <numerusform>%Ln partidas de %1 llegan a esta posición</numerusform>
        </translation>
    </message>
    <message>
        <source>quick search “%1”</source>
        <translation>búsqueda rápida “%1”</translation>
    </message>
    <message>
        <source>the filter</source>
        <translation>el filtro</translation>
    </message>
    <message>
        <source>The games of %1 cannot be searched: its index cannot be read.</source>
        <translation>No se pueden buscar las partidas de %1: no se puede leer su índice.</translation>
    </message>
    <message numerus="yes">
        <source>the %Ln game(s) in the list of %1 (%2)</source>
        <extracomment>The opening tree&apos;s games, after &quot;12 games reach this position, of&quot;: &quot;the 3,441 games in the list of master.pgn (Games reaching the board&apos;s position)&quot;</extracomment>
        <translation>
            <numerusform>la %Ln partida de la lista de %1 (%2)</numerusform>
            <numerusform>las %Ln partidas de la lista de %1 (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>No game reaches this position, of %1.</source>
        <translation>Ninguna partida llega a esta posición, de %1.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) reach this position, of %1</source>
        <translation>
            <numerusform>%Ln partida llega a esta posición, de %1</numerusform>
            <numerusform>%Ln partidas llegan a esta posición, de %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PaneCover</name>
    <message>
        <source>Hidden while you play against the engine.
Game &gt; Training Mode shows it.</source>
        <translation>Oculto mientras juegas contra el motor.
Partida &gt; Modo entrenamiento lo muestra.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PieceSet</name>
    <message>
        <source>white pawn</source>
        <translation>peón blanco</translation>
    </message>
    <message>
        <source>white knight</source>
        <translation>caballo blanco</translation>
    </message>
    <message>
        <source>white bishop</source>
        <translation>alfil blanco</translation>
    </message>
    <message>
        <source>white rook</source>
        <translation>torre blanca</translation>
    </message>
    <message>
        <source>white queen</source>
        <translation>dama blanca</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>rey blanco</translation>
    </message>
    <message>
        <source>black pawn</source>
        <translation>peón negro</translation>
    </message>
    <message>
        <source>black knight</source>
        <translation>caballo negro</translation>
    </message>
    <message>
        <source>black bishop</source>
        <translation>alfil negro</translation>
    </message>
    <message>
        <source>black rook</source>
        <translation>torre negra</translation>
    </message>
    <message>
        <source>black queen</source>
        <translation>dama negra</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>rey negro</translation>
    </message>
    <message>
        <source>The piece folder %1 does not exist.</source>
        <translation>La carpeta de piezas %1 no existe.</translation>
    </message>
    <message>
        <source>The piece folder %1 holds no SVG files.</source>
        <translation>La carpeta de piezas %1 no contiene archivos SVG.</translation>
    </message>
    <message>
        <source>The piece folder %1 has no chess piece SVGs: expected files named like wK.svg, WhiteKing.svg or king-white.svg.</source>
        <translation>La carpeta de piezas %1 no tiene piezas de ajedrez SVG: se esperan archivos con nombres como wK.svg, WhiteKing.svg o king-white.svg.</translation>
    </message>
    <message>
        <source>The piece folder %1 lacks the %2 (its files are named like %3).</source>
        <translation>A la carpeta de piezas %1 le falta: %2 (sus archivos se llaman como %3).</translation>
    </message>
    <message>
        <source>The piece file %1 (%2) is not a readable SVG.</source>
        <translation>El archivo de pieza %1 (%2) no es un SVG legible.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PlayController</name>
    <message>
        <source>Clock</source>
        <extracomment>Pane title: the chess clock</extracomment>
        <translation>Reloj</translation>
    </message>
    <message>
        <source>The game was replaced in the window.</source>
        <translation>La partida se reemplazó en la ventana.</translation>
    </message>
    <message>
        <source>The game&apos;s tab was closed.</source>
        <translation>Se cerró la pestaña de la partida.</translation>
    </message>
    <message>
        <source>New Game Against &amp;Engine…</source>
        <translation>Nueva partida contra el &amp;motor…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>Engine &amp;Match…</source>
        <translation>Ma&amp;tch de motores…</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <extracomment>Menu item: give up the game</extracomment>
        <translation>&amp;Abandonar</translation>
    </message>
    <message>
        <source>Offer &amp;Draw</source>
        <extracomment>Menu items: offer a draw to the engine; claim a draw (repetition, fifty moves)</extracomment>
        <translation>Ofrecer ta&amp;blas</translation>
    </message>
    <message>
        <source>&amp;Claim Draw</source>
        <translation>&amp;Reclamar tablas</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <extracomment>Menu item: take back the last move (yours and the engine&apos;s answer)</extracomment>
        <translation>&amp;Deshacer la jugada</translation>
    </message>
    <message>
        <source>Ctrl+Backspace</source>
        <translation>Ctrl+Backspace</translation>
    </message>
    <message>
        <source>&amp;Stop Game</source>
        <translation>Detener la &amp;partida</translation>
    </message>
    <message>
        <source>Show the book, engine and tablebase panes while playing</source>
        <translation>Mostrar el libro, el motor y las tablas de finales durante la partida</translation>
    </message>
    <message>
        <source>%1 declines the draw.</source>
        <translation>%1 rechaza las tablas.</translation>
    </message>
    <message>
        <source>%1 offers a draw (Game &gt; Offer Draw accepts it).</source>
        <translation>%1 ofrece tablas (Partida &gt; Aceptar tablas las acepta).</translation>
    </message>
    <message>
        <source>%1 – %2, %3</source>
        <translation>%1 – %2, %3</translation>
    </message>
    <message>
        <source>%1 cannot limit its strength: it plays at full strength.</source>
        <translation>%1 no puede limitar su fuerza: juega a máxima fuerza.</translation>
    </message>
    <message>
        <source>Accept &amp;Draw</source>
        <translation>Aceptar ta&amp;blas</translation>
    </message>
    <message>
        <source>Claim Draw</source>
        <extracomment>Dialog title: claim a draw by threefold repetition or the fifty-move rule (verb)</extracomment>
        <translation>Reclamar tablas</translation>
    </message>
    <message>
        <source>The draw can be claimed with the move that creates it. Play and claim with:</source>
        <translation>Las tablas se pueden reclamar con la jugada que las produce. Jugar y reclamar con:</translation>
    </message>
    <message>
        <source>The game was stopped.</source>
        <translation>La partida se detuvo.</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <extracomment>%1 is the result (1-0), %2 why the game ended</extracomment>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>Tra&amp;ining Mode</source>
        <translation>Modo &amp;entrenamiento</translation>
    </message>
    <message>
        <source>%1 does not play %2.</source>
        <translation>%1 no juega %2.</translation>
    </message>
    <message>
        <source>T&amp;ournament…</source>
        <translation>T&amp;orneo…</translation>
    </message>
    <message>
        <source>Resign this game? It ends at once, lost.</source>
        <translation>¿Abandonar esta partida? Termina en el acto, perdida.</translation>
    </message>
    <message>
        <source>Resign</source>
        <extracomment>Dialog title: give up the game (verb)</extracomment>
        <translation>Abandonar</translation>
    </message>
    <message>
        <source>Play On</source>
        <translation>Seguir jugando</translation>
    </message>
    <message>
        <source>Stop this game? It ends without a result; the moves stay in its tab.</source>
        <translation>¿Detener esta partida? Termina sin resultado; las jugadas quedan en su pestaña.</translation>
    </message>
    <message>
        <source>Stop Game</source>
        <translation>Detener partida</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>The name of the user playing, when the system gives none</extracomment>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>There is no game to go on with.</source>
        <translation>No hay partida que continuar.</translation>
    </message>
    <message>
        <source>The time control “%1” cannot be read: %2</source>
        <translation>El control de tiempo «%1» no se puede leer: %2</translation>
    </message>
    <message>
        <source>The engine “%1” is no longer known.</source>
        <translation>El motor «%1» ya no se conoce.</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <extracomment>Menu item: ask the engine which move it expects from you</extracomment>
        <translation>P&amp;ista</translation>
    </message>
    <message>
        <source>Ctrl+Alt+H</source>
        <translation>Ctrl+Alt+H</translation>
    </message>
    <message>
        <source>&amp;Pause Game</source>
        <extracomment>Menu item: stop the clocks and the engines for a while (becomes &quot;Resume Game&quot;)</extracomment>
        <translation>Pa&amp;usar la partida</translation>
    </message>
    <message>
        <source>&amp;Resume Game</source>
        <translation>Rea&amp;nudar la partida</translation>
    </message>
    <message>
        <source>Paused. Game &gt; Resume Game goes on.</source>
        <translation>En pausa. Partida &gt; Reanudar la partida sigue.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <extracomment>%1 is a move in SAN (Nf3)</extracomment>
        <translation>Pista: %1</translation>
    </message>
    <message>
        <source>The engine has no hint.</source>
        <translation>El motor no tiene ninguna pista.</translation>
    </message>
    <message>
        <source>Asking the engine for a hint…</source>
        <translation>Pidiendo una pista al motor…</translation>
    </message>
    <message>
        <source>%1 as %2</source>
        <extracomment>The engine console&apos;s name for a game&apos;s engine: %1 its name, %2 the seat</extracomment>
        <translation>%1 con %2</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PlayerNamesDialog</name>
    <message>
        <source>Show players with one spelling</source>
        <translation>Mostrar jugadores con una sola grafía</translation>
    </message>
    <message>
        <source>&amp;Merge Spellings</source>
        <translation>&amp;Unificar grafías</translation>
    </message>
    <message>
        <source>Merge &amp;Into…</source>
        <translation>Unificar &amp;en…</translation>
    </message>
    <message>
        <source>&amp;Undo Merge</source>
        <translation>&amp;Deshacer unificación</translation>
    </message>
    <message>
        <source>Player Names</source>
        <translation>Nombres de jugadores</translation>
    </message>
    <message>
        <source>Player (“Polgar”, “Carlsen, M”)</source>
        <translation>Jugador (“Polgar”, “Carlsen, M”)</translation>
    </message>
    <message>
        <source>Player and spellings</source>
        <translation>Jugador y grafías</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Rewrites the White and Black tags of the player&apos;s other spellings to the selected spelling (or the commonest)</source>
        <translation>Reescribe las etiquetas White y Black de las otras grafías del jugador con la grafía seleccionada (o la más común)</translation>
    </message>
    <message>
        <source>A spelling that may be one of several players: choose which, and its tags are rewritten to that player&apos;s name</source>
        <translation>Una grafía que puede ser de varios jugadores: elige cuál y sus etiquetas se reescriben con el nombre de ese jugador</translation>
    </message>
    <message>
        <source>Takes back the last merge (until the database is saved)</source>
        <translation>Deshace la última unificación (hasta que se guarde la base de datos)</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Jugador:</translation>
    </message>
    <message>
        <source>%1 (which player?)</source>
        <extracomment>A spelling that may name one of several players: &quot;Polgar,J (maybe: …)&quot;</extracomment>
        <translation>%1 (¿qué jugador?)</translation>
    </message>
    <message>
        <source>%1 players, %2 of them spelled more than one way; %3 spellings that may be one of several players are listed apart and never merged by themselves.</source>
        <translation>%1 jugadores, %2 de ellos escritos de más de una forma; %3 grafías que pueden ser de varios jugadores se listan aparte y nunca se unifican por sí solas.</translation>
    </message>
    <message>
        <source>Which player is “%1”?</source>
        <translation>¿Qué jugador es “%1”?</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PlayerReportDialog</name>
    <message>
        <source>Player Report — %1</source>
        <translation>Informe de jugador — %1</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) without a result are not counted.</source>
        <translation>
            <numerusform>%n partida sin resultado no se cuenta.</numerusform>
            <numerusform>%n partidas sin resultado no se cuentan.</numerusform>
        </translation>
    </message>
    <message>
        <source>Openings with White</source>
        <translation>Aperturas con blancas</translation>
    </message>
    <message>
        <source>Openings with Black</source>
        <translation>Aperturas con negras</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Best Wins</source>
        <translation>Mejores victorias</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PreferencesDialog</name>
    <message>
        <source>&amp;Light squares…</source>
        <translation>Casillas &amp;claras…</translation>
    </message>
    <message>
        <source>&amp;Dark squares…</source>
        <translation>Casillas &amp;oscuras…</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>&amp;Pieces:</source>
        <translation>&amp;Piezas:</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>Co&amp;lores:</translation>
    </message>
    <message>
        <source>Kibitz (built in)</source>
        <translation>Kibitz (integrado)</translation>
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
        <translation>Otra carpeta…</translation>
    </message>
    <message>
        <source>Folder of SVG Pieces</source>
        <translation>Carpeta de piezas SVG</translation>
    </message>
    <message>
        <source>Light Squares</source>
        <translation>Casillas claras</translation>
    </message>
    <message>
        <source>Dark Squares</source>
        <translation>Casillas oscuras</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>L&amp;anguage:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>A new language is used from the next start of Kibitz.</source>
        <translation>Un idioma nuevo se aplica a partir del próximo inicio de Kibitz.</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>Show c&amp;oordinates</source>
        <translation>Mostrar las coor&amp;denadas</translation>
    </message>
    <message>
        <source>Lar&amp;ge pieces</source>
        <translation>Piezas &amp;grandes</translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <extracomment>Sounds for a move, a capture, a check and the end of a game.</extracomment>
        <translation>Reproducir &amp;sonidos</translation>
    </message>
    <message>
        <source>Window</source>
        <extracomment>Preferences: the colours of the window (not the board&apos;s)</extracomment>
        <translation>Ventana</translation>
    </message>
    <message>
        <source>As the desktop</source>
        <extracomment>Preferences &gt; Window &gt; Colours: light or dark as the desktop is</extracomment>
        <translation>Como el escritorio</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>Th&amp;eme:</source>
        <translation>&amp;Tema:</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Ask each time</source>
        <translation>Preguntar cada vez</translation>
    </message>
    <message>
        <source>A &amp;move beside another:</source>
        <extracomment>Where a move goes when the game already goes on with another move there</extracomment>
        <translation>&amp;Jugada junto a otra:</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::ProblemsDialog</name>
    <message>
        <source>Errors in %1</source>
        <translation>Errores en %1</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>Columns: the game number, where in the file, what is wrong</extracomment>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Line:Column</source>
        <translation>Línea:columna</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <source>Double-click a row, or press Enter, to open its game</source>
        <translation>Doble clic en una fila, o pulsa Intro, para abrir su partida</translation>
    </message>
    <message>
        <source>Kibitz reads every game of %1 without an error.</source>
        <translation>Kibitz lee todas las partidas de %1 sin errores.</translation>
    </message>
    <message numerus="yes">
        <source>The first %n problem(s) Kibitz found in %1.</source>
        <translation>
            <numerusform>El primer problema que Kibitz encontró en %1.</numerusform>
            <numerusform>Los primeros %n problemas que Kibitz encontró en %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) Kibitz found in %1.</source>
        <translation>
            <numerusform>%n problema que Kibitz encontró en %1.</numerusform>
            <numerusform>%n problemas que Kibitz encontró en %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games with errors are read up to their first error; saving keeps them as they are.</source>
        <translation>Las partidas con errores se leen hasta su primer error; al guardar se conservan tal cual.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::RepertoireTrainer</name>
    <message>
        <source>Drill Repertoire</source>
        <translation>Practicar el repertorio</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Spaced repetition by SM-2 (Wozniak, SuperMemo 2): new cards, cards due today, cards answered right at their last repetition</source>
        <translation>Repetición espaciada con SM-2 (Wozniak, SuperMemo 2): tarjetas nuevas, tarjetas pendientes hoy, tarjetas acertadas en su última repetición</translation>
    </message>
    <message>
        <source>&amp;Show Move</source>
        <translation>&amp;Mostrar jugada</translation>
    </message>
    <message>
        <source>&amp;Next Line</source>
        <translation>&amp;Siguiente línea</translation>
    </message>
    <message>
        <source>&amp;Open Repertoire…</source>
        <translation>A&amp;brir repertorio…</translation>
    </message>
    <message>
        <source>Your name in your games</source>
        <translation>Tu nombre en tus partidas</translation>
    </message>
    <message>
        <source>Check &amp;Games…</source>
        <translation>Revisar &amp;partidas…</translation>
    </message>
    <message>
        <source>Where your games left the repertoire: by you or by your opponent</source>
        <translation>Dónde tus partidas salieron del repertorio: por ti o por tu rival</translation>
    </message>
    <message>
        <source>No repertoire</source>
        <translation>Ningún repertorio</translation>
    </message>
    <message>
        <source>Open a PGN file with your repertoire&apos;s lines and variations.</source>
        <translation>Abre un archivo PGN con las líneas y variantes de tu repertorio.</translation>
    </message>
    <message>
        <source>%1 has no games.</source>
        <translation>%1 no contiene partidas.</translation>
    </message>
    <message>
        <source>%1 has no position with %2 to move and a move after it.</source>
        <translation>%1 no tiene ninguna posición con %2 al turno y una jugada después.</translation>
    </message>
    <message>
        <source>Open Repertoire</source>
        <translation>Abrir repertorio</translation>
    </message>
    <message>
        <source>PGN files (*.pgn *.pgn.gz);;All files (*)</source>
        <translation>Archivos PGN (*.pgn *.pgn.gz);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Check Your Games Against the Repertoire</source>
        <translation>Comparar tus partidas con el repertorio</translation>
    </message>
    <message>
        <source>%1 cards · new %2 · due %3 · learned %4</source>
        <translation>%1 tarjetas · nuevas %2 · pendientes %3 · aprendidas %4</translation>
    </message>
    <message>
        <source>%1 · line %2</source>
        <translation>%1 · línea %2</translation>
    </message>
    <message>
        <source>End of the line. %1. Next Line goes on.</source>
        <translation>Fin de la línea. %1. Siguiente línea continúa.</translation>
    </message>
    <message>
        <source>a new card</source>
        <translation>una tarjeta nueva</translation>
    </message>
    <message>
        <source>due today</source>
        <translation>pendiente hoy</translation>
    </message>
    <message>
        <source>not due: practice</source>
        <translation>no pendiente: práctica</translation>
    </message>
    <message>
        <source>Your move (%1).</source>
        <translation>Te toca (%1).</translation>
    </message>
    <message>
        <source>The repertoire plays %1 here. Play it to go on.</source>
        <translation>El repertorio juega aquí %1. Juégala para seguir.</translation>
    </message>
    <message>
        <source>%1 is not in your repertoire. Try again, or Show Move.</source>
        <translation>%1 no está en tu repertorio. Inténtalo de nuevo, o Mostrar jugada.</translation>
    </message>
    <message>
        <source>%1: right. </source>
        <translation>%1: correcto. </translation>
    </message>
    <message>
        <source>Open a repertoire first.</source>
        <translation>Abre primero un repertorio.</translation>
    </message>
    <message>
        <source>Game %1, %2 - %3: %4</source>
        <translation>Partida %1, %2 - %3: %4</translation>
    </message>
    <message>
        <source>%1 games checked: you left the repertoire in %2, your opponents in %3.</source>
        <translation>%1 partidas revisadas: saliste del repertorio en %2, tus rivales en %3.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::SetupBoard</name>
    <message>
        <source>Position editor board</source>
        <translation>Tablero del editor de posiciones</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::SetupDialog</name>
    <message>
        <source>White&apos;s king-side castling (O-O)</source>
        <translation>Enroque corto de las blancas (O-O)</translation>
    </message>
    <message>
        <source>White&apos;s queen-side castling (O-O-O)</source>
        <translation>Enroque largo de las blancas (O-O-O)</translation>
    </message>
    <message>
        <source>Black&apos;s king-side castling (O-O)</source>
        <translation>Enroque corto de las negras (O-O)</translation>
    </message>
    <message>
        <source>Black&apos;s queen-side castling (O-O-O)</source>
        <translation>Enroque largo de las negras (O-O-O)</translation>
    </message>
    <message>
        <source>The board is empty.</source>
        <translation>El tablero está vacío.</translation>
    </message>
    <message>
        <source>White has no king.</source>
        <translation>Las blancas no tienen rey.</translation>
    </message>
    <message>
        <source>Black has no king.</source>
        <translation>Las negras no tienen rey.</translation>
    </message>
    <message>
        <source>White has %1 kings; a side has exactly one.</source>
        <translation>Las blancas tienen %1 reyes; cada bando tiene exactamente uno.</translation>
    </message>
    <message>
        <source>Black has %1 kings; a side has exactly one.</source>
        <translation>Las negras tienen %1 reyes; cada bando tiene exactamente uno.</translation>
    </message>
    <message>
        <source>White has %1 pieces; at most 16 are possible.</source>
        <translation>Las blancas tienen %1 piezas; como mucho son posibles 16.</translation>
    </message>
    <message>
        <source>Black has %1 pieces; at most 16 are possible.</source>
        <translation>Las negras tienen %1 piezas; como mucho son posibles 16.</translation>
    </message>
    <message>
        <source>White has %1 pawns; at most 8 are possible.</source>
        <translation>Las blancas tienen %1 peones; como mucho son posibles 8.</translation>
    </message>
    <message>
        <source>Black has %1 pawns; at most 8 are possible.</source>
        <translation>Las negras tienen %1 peones; como mucho son posibles 8.</translation>
    </message>
    <message>
        <source>A pawn cannot stand on the first or last rank: %1.</source>
        <translation>Un peón no puede estar en la primera ni en la última fila: %1.</translation>
    </message>
    <message>
        <source>A castling rook must stand on the first or last rank, not on %1.</source>
        <translation>Una torre de enroque debe estar en la primera o la última fila, no en %1.</translation>
    </message>
    <message>
        <source>%1 needs a rook on %2.</source>
        <translation>%1 necesita una torre en %2.</translation>
    </message>
    <message>
        <source>%1 needs the king on its first rank.</source>
        <translation>%1 necesita el rey en su primera fila.</translation>
    </message>
    <message>
        <source>The en passant square %1 does not follow a double step of a black pawn.</source>
        <translation>La casilla al paso %1 no sigue a un avance doble de un peón negro.</translation>
    </message>
    <message>
        <source>The en passant square %1 does not follow a double step of a white pawn.</source>
        <translation>La casilla al paso %1 no sigue a un avance doble de un peón blanco.</translation>
    </message>
    <message>
        <source>Black is in check, but it is White to move.</source>
        <translation>Las negras están en jaque, pero juegan las blancas.</translation>
    </message>
    <message>
        <source>White is in check, but it is Black to move.</source>
        <translation>Las blancas están en jaque, pero juegan las negras.</translation>
    </message>
    <message>
        <source>White is in check in a way no legal move can give.</source>
        <translation>Las blancas están en un jaque que ninguna jugada legal puede dar.</translation>
    </message>
    <message>
        <source>Black is in check in a way no legal move can give.</source>
        <translation>Las negras están en un jaque que ninguna jugada legal puede dar.</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Blancas</translation>
    </message>
    <message>
        <source>B&amp;lack</source>
        <translation>&amp;Negras</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Preparar posición</translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation>&amp;Vaciar el tablero</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>Posición &amp;inicial</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Girar el tablero</translation>
    </message>
    <message>
        <source>&amp;Transform</source>
        <extracomment>Menu button: mirror, flip or shift the position on the board</extracomment>
        <translation>&amp;Transformar</translation>
    </message>
    <message>
        <source>&amp;Mirror (Colours Swapped)</source>
        <translation>&amp;Espejo (colores intercambiados)</translation>
    </message>
    <message>
        <source>Flip &amp;Vertically</source>
        <translation>Voltear &amp;verticalmente</translation>
    </message>
    <message>
        <source>Flip &amp;Horizontally</source>
        <translation>Voltear &amp;horizontalmente</translation>
    </message>
    <message>
        <source>Flip on the a1-h8 &amp;Diagonal</source>
        <translation>Voltear sobre la &amp;diagonal a1-h8</translation>
    </message>
    <message>
        <source>Flip on the h1-a8 Diagonal</source>
        <translation>Voltear sobre la diagonal h1-a8</translation>
    </message>
    <message>
        <source>Shift &amp;Up</source>
        <translation>Desplazar hacia a&amp;rriba</translation>
    </message>
    <message>
        <source>Shift &amp;Down</source>
        <translation>Desplazar hacia a&amp;bajo</translation>
    </message>
    <message>
        <source>Shift &amp;Left</source>
        <translation>Desplazar a la &amp;izquierda</translation>
    </message>
    <message>
        <source>Shift &amp;Right</source>
        <translation>Desplazar a la &amp;derecha</translation>
    </message>
    <message>
        <source>Chess960 Start by &amp;Number…</source>
        <translation>Inicio Chess960 por &amp;número…</translation>
    </message>
    <message>
        <source>Chess960 Start</source>
        <translation>Inicio Chess960</translation>
    </message>
    <message>
        <source>Start position number (0-959; 518 is the standard one):</source>
        <translation>Número de la posición inicial (0-959; la 518 es la estándar):</translation>
    </message>
    <message>
        <source>&amp;Random Chess960 Start</source>
        <translation>Inicio Chess960 &amp;aleatorio</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Bando que mueve</translation>
    </message>
    <message>
        <source>Castling rights</source>
        <translation>Derechos de enroque</translation>
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
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Move state</source>
        <translation>Estado de la jugada</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>&amp;Al paso:</translation>
    </message>
    <message>
        <source>Plies since the last capture or pawn move (the fifty-move rule)</source>
        <translation>Medias jugadas desde la última captura o movimiento de peón (la regla de los cincuenta movimientos)</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>&amp;Contador de medias jugadas:</translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation>Número de &amp;jugada:</translation>
    </message>
    <message>
        <source>FE&amp;N:</source>
        <translation>&amp;FEN:</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>peón</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>caballo</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>alfil</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>torre</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dama</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rey</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 is a colour (White, Black), %2 a piece (king, pawn...)</extracomment>
        <translation>%2 (%1)</translation>
    </message>
    <message>
        <source>Eraser</source>
        <extracomment>Tool of the position editor that clears squares</extracomment>
        <translation>Borrador</translation>
    </message>
    <message>
        <source>Clear squares (a right-click clears one with any tool)</source>
        <translation>Vaciar casillas (un clic derecho vacía una con cualquier herramienta)</translation>
    </message>
    <message>
        <source>Click to place, drag to move, right-click to clear.</source>
        <translation>Clic para colocar, arrastrar para mover, clic derecho para vaciar.</translation>
    </message>
    <message>
        <source>FEN: %1</source>
        <translation>FEN: %1</translation>
    </message>
    <message>
        <source>A legal position, White to move</source>
        <translation>Una posición legal, juegan las blancas</translation>
    </message>
    <message>
        <source>A legal position, Black to move</source>
        <translation>Una posición legal, juegan las negras</translation>
    </message>
    <message>
        <source> (Chess960 castling)</source>
        <translation> (enroque Chess960)</translation>
    </message>
    <message>
        <source>, in check</source>
        <translation>, en jaque</translation>
    </message>
    <message>
        <source>Cannot do that: %1.</source>
        <translation>No es posible: %1.</translation>
    </message>
    <message>
        <source>Chess</source>
        <translation>Ajedrez</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Modalidad:</translation>
    </message>
    <message>
        <source>Co&amp;unters</source>
        <translation>Contadore&amp;s</translation>
    </message>
    <message>
        <source>Cop&amp;y EPD</source>
        <translation>C&amp;opiar EPD</translation>
    </message>
    <message>
        <source>Append EPD to F&amp;ile…</source>
        <translation>Añadir EPD a un arc&amp;hivo…</translation>
    </message>
    <message>
        <source>EP&amp;D:</source>
        <extracomment>EPD operations, e.g. bm Nf3; id &quot;test 1&quot;; (PGN standard 16.2)</extracomment>
        <translation>E&amp;PD:</translation>
    </message>
    <message>
        <source>operations, e.g. bm Nf3; id &quot;Test 1&quot;;</source>
        <translation>operaciones, p. ej. bm Nf3; id &quot;Test 1&quot;;</translation>
    </message>
    <message>
        <source>EPD operations written after the position: bm (best moves) and am (moves to avoid) in any notation, id, c0-c9 comments, ce, dm, pv</source>
        <translation>Operaciones EPD escritas tras la posición: bm (mejores jugadas) y am (jugadas a evitar) en cualquier notación, id, comentarios c0-c9, ce, dm, pv</translation>
    </message>
    <message>
        <source>Write the halfmove clock and the move number as hmvc and fmvn</source>
        <translation>Escribir el contador de medias jugadas y el número de jugada como hmvc y fmvn</translation>
    </message>
    <message>
        <source>&amp;Paste FEN/EPD</source>
        <translation>Pega&amp;r FEN/EPD</translation>
    </message>
    <message>
        <source>EPD: %1</source>
        <translation>EPD: %1</translation>
    </message>
    <message>
        <source>There is no FEN or EPD to read.</source>
        <translation>No hay FEN ni EPD que leer.</translation>
    </message>
    <message>
        <source>Not read: %1</source>
        <translation>No leído: %1</translation>
    </message>
    <message>
        <source>EPD operations, column %1: %2</source>
        <translation>Operaciones EPD, columna %1: %2</translation>
    </message>
    <message>
        <source>EPD operation %1: %2</source>
        <translation>Operación EPD %1: %2</translation>
    </message>
    <message>
        <source>EPD operation pv: %1</source>
        <translation>Operación EPD pv: %1</translation>
    </message>
    <message>
        <source>The position is not legal, so it cannot be written as EPD.</source>
        <translation>La posición no es legal, así que no se puede escribir como EPD.</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Copiado: %1</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>Append EPD to File</source>
        <translation>Añadir EPD a un archivo</translation>
    </message>
    <message>
        <source>EPD files (*.epd);;All files (*)</source>
        <translation>Archivos EPD (*.epd);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Appended to %1.</source>
        <translation>Añadido a %1.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Orden</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Board and notation</source>
        <translation>Tablero y notación</translation>
    </message>
    <message>
        <source>Type a move (e4, Nf3, e2e4, O-O), then Enter</source>
        <translation>Escribir una jugada (e4, Nf3, e2e4, O-O) y luego Intro</translation>
    </message>
    <message>
        <source>a–h, N, B, R, Q, K, O</source>
        <translation>a–h, N, B, R, Q, K, O</translation>
    </message>
    <message>
        <source>Type a symbol (!, ?, !!, ??, !?, ?!, =, +=, +-, ~), then Enter</source>
        <translation>Escribir un símbolo (!, ?, !!, ??, !?, ?!, =, +=, +-, ~) y luego Intro</translation>
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
        <translation>, jaque mate</translation>
    </message>
    <message>
        <source>, resets the 50-move count</source>
        <translation>, reinicia la cuenta de 50 movimientos</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
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
        <translation>Syzygy: medias jugadas hasta la próxima captura o movimiento de peón con el mejor juego, contando esta jugada (negativo: las del rival)</translation>
    </message>
    <message>
        <source>Gaviota: moves to mate (#-n: mated in n)</source>
        <translation>Gaviota: jugadas hasta el mate (#-n: recibe mate en n)</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::TablebasePane</name>
    <message>
        <source>Win</source>
        <extracomment>Tablebase results (nouns): win, win the 50-move rule spoils (&quot;cursed&quot;), draw, loss the 50-move rule saves (&quot;blessed&quot;), loss</extracomment>
        <translation>Victoria</translation>
    </message>
    <message>
        <source>Cursed win</source>
        <translation>Victoria maldita</translation>
    </message>
    <message>
        <source>Draw</source>
        <extracomment>Tablebase result: the position is a draw (noun)</extracomment>
        <translation>Tablas</translation>
    </message>
    <message>
        <source>Blessed loss</source>
        <translation>Derrota bendita</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Derrota</translation>
    </message>
    <message>
        <source>Play the tablebase</source>
        <translation>Jugar contra las tablas</translation>
    </message>
    <message>
        <source>Answer each of your moves with the tables&apos; best move for the other side, while the position is in the tables</source>
        <translation>Responder a cada jugada tuya con la mejor jugada de las tablas para el otro bando, mientras la posición esté en las tablas</translation>
    </message>
    <message>
        <source>Tables</source>
        <extracomment>Button: the tablebase folders (endgame tables)</extracomment>
        <translation>Tablas</translation>
    </message>
    <message>
        <source>Add &amp;Syzygy Folder…</source>
        <translation>Añadir carpeta &amp;Syzygy…</translation>
    </message>
    <message>
        <source>Add Syzygy Folder</source>
        <translation>Añadir carpeta Syzygy</translation>
    </message>
    <message>
        <source>Add &amp;Gaviota Folder…</source>
        <translation>Añadir carpeta &amp;Gaviota…</translation>
    </message>
    <message>
        <source>Add Gaviota Folder</source>
        <translation>Añadir carpeta Gaviota</translation>
    </message>
    <message>
        <source>&amp;Forget Added Folders</source>
        <translation>&amp;Olvidar las carpetas añadidas</translation>
    </message>
    <message>
        <source>Looking for tables…</source>
        <translation>Buscando tablas…</translation>
    </message>
    <message numerus="yes">
        <source>Syzygy up to %n pieces</source>
        <translation>
            <numerusform>Syzygy hasta %n pieza</numerusform>
            <numerusform>Syzygy hasta %n piezas</numerusform>
        </translation>
    </message>
    <message>
        <source>no Syzygy tables</source>
        <translation>sin tablas Syzygy</translation>
    </message>
    <message numerus="yes">
        <source>Gaviota up to %n pieces</source>
        <translation>
            <numerusform>Gaviota hasta %n pieza</numerusform>
            <numerusform>Gaviota hasta %n piezas</numerusform>
        </translation>
    </message>
    <message>
        <source>no Gaviota tables</source>
        <translation>sin tablas Gaviota</translation>
    </message>
    <message>
        <source>Syzygy folders:
%1
Gaviota folders:
%2</source>
        <translation>Carpetas Syzygy:
%1
Carpetas Gaviota:
%2</translation>
    </message>
    <message>
        <source>
Problems:
%1</source>
        <translation>
Problemas:
%1</translation>
    </message>
    <message>
        <source>Not in the tables: positions with castling rights never are.</source>
        <translation>No está en las tablas: las posiciones con derechos de enroque nunca lo están.</translation>
    </message>
    <message numerus="yes">
        <source>Not in the tables: %n pieces on the board.</source>
        <translation>
            <numerusform>No está en las tablas: %n pieza en el tablero.</numerusform>
            <numerusform>No está en las tablas: %n piezas en el tablero.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not in the tables found: %1</source>
        <translation>No está en las tablas encontradas: %1</translation>
    </message>
    <message>
        <source>A table cannot be read: %1</source>
        <translation>No se puede leer una tabla: %1</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gana</translation>
    </message>
    <message>
        <source>Cursed win for %1: the 50-move rule draws it</source>
        <translation>Victoria maldita para %1: la regla de los 50 movimientos la convierte en tablas</translation>
    </message>
    <message>
        <source>Blessed loss for %1: the 50-move rule saves it</source>
        <translation>Derrota bendita para %1: la regla de los 50 movimientos la salva</translation>
    </message>
    <message>
        <source>%1 loses</source>
        <translation>%1 pierde</translation>
    </message>
    <message>
        <source>DTZ %1</source>
        <translation>DTZ %1</translation>
    </message>
    <message numerus="yes">
        <source>mate in %n</source>
        <translation>
            <numerusform>mate en %n</numerusform>
            <numerusform>mate en %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mated in %n</source>
        <translation>
            <numerusform>recibe mate en %n</numerusform>
            <numerusform>recibe mate en %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Missing: %1</source>
        <translation>Tablas que faltan: %1</translation>
    </message>
    <message>
        <source>Standard chess only: the tables do not cover %1.</source>
        <translation>Solo ajedrez clásico: las tablas no cubren %1.</translation>
    </message>
    <message>
        <source>Neither the local tables nor lichess&apos;s know this position.</source>
        <translation>Ni las tablas locales ni las de lichess conocen esta posición.</translation>
    </message>
    <message>
        <source>Asking lichess&apos;s tablebase…</source>
        <translation>Consultando la tabla de finales de lichess…</translation>
    </message>
    <message>
        <source>online (lichess)</source>
        <extracomment>The tablebase answer came from lichess&apos;s server, not the local tables</extracomment>
        <translation>en línea (lichess)</translation>
    </message>
    <message>
        <source>lichess&apos;s tablebase could not be asked: %1</source>
        <translation>No se pudo consultar la base de finales de lichess: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::TournamentWindow</name>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Iniciar</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>De&amp;tener</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>The engines that play (for a gauntlet, the first checked one meets all the others)</source>
        <translation>Los motores que juegan (en un gauntlet, el primero marcado se enfrenta a todos los demás)</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Todos contra todos</translation>
    </message>
    <message>
        <source>Gauntlet</source>
        <translation>Gauntlet</translation>
    </message>
    <message>
        <source>Games each pair plays, colours alternating</source>
        <translation>Partidas que juega cada pareja, alternando colores</translation>
    </message>
    <message>
        <source>Games played at once, each with its own engine processes</source>
        <translation>Partidas jugadas a la vez, cada una con sus propios procesos de motor</translation>
    </message>
    <message>
        <source>300+2, 40/5400+30:1800+30, movetime=1, depth=12, nodes=100000</source>
        <translation>300+2, 40/5400+30:1800+30, movetime=1, depth=12, nodes=100000</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Tournament games</source>
        <translation>Partidas del torneo</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>Aperturas</translation>
    </message>
    <message>
        <source>&amp;Engines:</source>
        <translation>&amp;Motores:</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Formato:</translation>
    </message>
    <message>
        <source>&amp;Rounds:</source>
        <translation>&amp;Rondas:</translation>
    </message>
    <message>
        <source>Time &amp;control:</source>
        <translation>&amp;Ritmo:</translation>
    </message>
    <message>
        <source>Games at &amp;once:</source>
        <translation>Partidas a la &amp;vez:</translation>
    </message>
    <message>
        <source>O&amp;penings:</source>
        <translation>A&amp;perturas:</translation>
    </message>
    <message>
        <source>Openings (*.pgn *.epd);;All files (*)</source>
        <translation>Aperturas (*.pgn *.epd);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>&amp;Output PGN:</source>
        <translation>PGN de &amp;salida:</translation>
    </message>
    <message>
        <source>PGN (*.pgn)</source>
        <translation>PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
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
        <translation>G</translation>
    </message>
    <message>
        <source>D</source>
        <translation>T</translation>
    </message>
    <message>
        <source>L</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Tabla cruzada</translation>
    </message>
    <message>
        <source>Games being played</source>
        <translation>Partidas en juego</translation>
    </message>
    <message>
        <source>Check two engines or more.</source>
        <translation>Marque dos motores o más.</translation>
    </message>
    <message>
        <source>Time control: %1</source>
        <translation>Ritmo: %1</translation>
    </message>
    <message>
        <source>Openings: %1</source>
        <translation>Aperturas: %1</translation>
    </message>
    <message>
        <source>Choose the output PGN file.</source>
        <translation>Elija el archivo PGN de salida.</translation>
    </message>
    <message>
        <source>Continuing the event saved in %1: %2 games already played.</source>
        <translation>Se continúa el torneo guardado en %1: %2 partidas ya jugadas.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reanudar</translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 games; Start continues the event.</source>
        <translation>Detenido tras %1 de %2 partidas; Iniciar continúa el torneo.</translation>
    </message>
    <message>
        <source>Game %1: %2 – %3, move %4</source>
        <translation>Partida %1: %2 – %3, jugada %4</translation>
    </message>
    <message>
        <source>%1 of %2 games played, %3 running%4</source>
        <translation>%1 de %2 partidas jugadas, %3 en curso%4</translation>
    </message>
    <message>
        <source>; paused: no new game starts</source>
        <translation>; en pausa: no empieza ninguna partida nueva</translation>
    </message>
    <message>
        <source>Finished: %1 games in %2.</source>
        <translation>Terminado: %1 partidas en %2.</translation>
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
        <translation>Partidas sin guardar</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) have changes that are not saved. Save the checked ones before quitting?</source>
        <translation>
            <numerusform>%n partida tiene cambios sin guardar. ¿Guardar las marcadas antes de salir?</numerusform>
            <numerusform>%n partidas tienen cambios sin guardar. ¿Guardar las marcadas antes de salir?</numerusform>
        </translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>&amp;Save All</source>
        <translation>&amp;Guardar todas</translation>
    </message>
    <message>
        <source>&amp;Discard All</source>
        <translation>&amp;Descartar todas</translation>
    </message>
    <message>
        <source>%1 (tab %2)</source>
        <translation>%1 (pestaña %2)</translation>
    </message>
    <message>
        <source>&amp;Save Checked</source>
        <translation>Guardar las &amp;marcadas</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Kibitz, a chess workbench</source>
        <translation>Kibitz, un banco de trabajo de ajedrez</translation>
    </message>
    <message>
        <source>PGN files to open, each in a tab.</source>
        <translation>Archivos PGN que abrir, cada uno en una pestaña.</translation>
    </message>
    <message>
        <source>Start a new game from the position FEN.</source>
        <translation>Empezar una partida nueva desde la posición FEN.</translation>
    </message>
    <message>
        <source>Open game number N of the file (from 1).</source>
        <translation>Abrir la partida número N del archivo (desde 1).</translation>
    </message>
    <message>
        <source>Show Kibitz in LANGUAGE (en, de, fr, es; pseudo shows texts left untranslated).</source>
        <translation>Mostrar Kibitz en LANGUAGE (en, de, fr, es; pseudo muestra los textos sin traducir).</translation>
    </message>
</context>
</TS>
