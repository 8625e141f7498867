<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Utf8Question</name>
    <message>
        <source>Save this game to a new file and leave %1 as it is, or convert the whole file to UTF-8? Programs that read it as Latin-1 would then show its accented letters wrongly.</source>
        <translation>Enregistrer cette partie dans un nouveau fichier et laisser %1 tel quel, ou convertir tout le fichier en UTF-8 ? Les programmes qui le lisent en Latin-1 afficheraient alors mal ses lettres accentuées.</translation>
    </message>
    <message>
        <source>Convert the whole file %1 to UTF-8? Programs that read it as Latin-1 would then show its accented letters wrongly. Cancel leaves the file as it is.</source>
        <translation>Convertir tout le fichier %1 en UTF-8 ? Les programmes qui le lisent en Latin-1 afficheraient alors mal ses lettres accentuées. Annuler laisse le fichier tel quel.</translation>
    </message>
    <message>
        <source>Save Game As…</source>
        <translation>Enregistrer la partie sous…</translation>
    </message>
    <message>
        <source>Convert File to UTF-8</source>
        <translation>Convertir le fichier en UTF-8</translation>
    </message>
</context>
<context>
    <name>kibitz::annotate::Annotator</name>
    <message>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>The engine is gone.</source>
        <translation>Le moteur s&apos;est arrêté.</translation>
    </message>
</context>
<context>
    <name>kibitz::chess::Status</name>
    <message>
        <source>King on the hill. White wins.</source>
        <translation>Roi sur la colline. Les Blancs gagnent.</translation>
    </message>
    <message>
        <source>King on the hill. Black wins.</source>
        <translation>Roi sur la colline. Les Noirs gagnent.</translation>
    </message>
    <message>
        <source>king on the hill</source>
        <translation>roi sur la colline</translation>
    </message>
    <message>
        <source>Third check. White wins.</source>
        <translation>Troisième échec. Les Blancs gagnent.</translation>
    </message>
    <message>
        <source>Third check. Black wins.</source>
        <translation>Troisième échec. Les Noirs gagnent.</translation>
    </message>
    <message>
        <source>third check</source>
        <translation>troisième échec</translation>
    </message>
    <message>
        <source>King exploded. White wins.</source>
        <translation>Roi explosé. Les Blancs gagnent.</translation>
    </message>
    <message>
        <source>King exploded. Black wins.</source>
        <translation>Roi explosé. Les Noirs gagnent.</translation>
    </message>
    <message>
        <source>king exploded</source>
        <translation>roi explosé</translation>
    </message>
    <message>
        <source>No move left. White wins.</source>
        <translation>Plus aucun coup. Les Blancs gagnent.</translation>
    </message>
    <message>
        <source>No move left. Black wins.</source>
        <translation>Plus aucun coup. Les Noirs gagnent.</translation>
    </message>
    <message>
        <source>No move left, as many men. Draw.</source>
        <translation>Plus aucun coup, autant de pièces. Nulle.</translation>
    </message>
    <message>
        <source>no move left</source>
        <translation>plus aucun coup</translation>
    </message>
    <message>
        <source>All men captured. White wins.</source>
        <translation>Toutes les pièces prises. Les Blancs gagnent.</translation>
    </message>
    <message>
        <source>All men captured. Black wins.</source>
        <translation>Toutes les pièces prises. Les Noirs gagnent.</translation>
    </message>
    <message>
        <source>all men captured</source>
        <translation>toutes les pièces prises</translation>
    </message>
    <message>
        <source>King home. White wins.</source>
        <translation>Roi arrivé. Les Blancs gagnent.</translation>
    </message>
    <message>
        <source>King home. Black wins.</source>
        <translation>Roi arrivé. Les Noirs gagnent.</translation>
    </message>
    <message>
        <source>Both kings home. Draw.</source>
        <translation>Les deux rois arrivés. Nulle.</translation>
    </message>
    <message>
        <source>king home</source>
        <translation>roi arrivé</translation>
    </message>
    <message>
        <source>Checkmate. White wins.</source>
        <translation>Échec et mat. Les Blancs gagnent.</translation>
    </message>
    <message>
        <source>Checkmate. Black wins.</source>
        <translation>Échec et mat. Les Noirs gagnent.</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>échec et mat</translation>
    </message>
    <message>
        <source>Stalemate. Draw.</source>
        <translation>Pat. Nulle.</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>pat</translation>
    </message>
    <message>
        <source>Neither side can checkmate. Draw.</source>
        <translation>Aucun camp ne peut mater. Nulle.</translation>
    </message>
    <message>
        <source>insufficient material</source>
        <translation>matériel insuffisant</translation>
    </message>
    <message>
        <source>Fivefold repetition. Draw.</source>
        <translation>Quintuple répétition. Nulle.</translation>
    </message>
    <message>
        <source>fivefold repetition</source>
        <translation>quintuple répétition</translation>
    </message>
    <message>
        <source>Seventy-five moves without a capture or a pawn move. Draw.</source>
        <translation>Soixante-quinze coups sans prise ni coup de pion. Nulle.</translation>
    </message>
    <message>
        <source>seventy-five moves</source>
        <translation>soixante-quinze coups</translation>
    </message>
    <message>
        <source>White wins by the variant&apos;s rule.</source>
        <translation>Les Blancs gagnent selon la règle de la variante.</translation>
    </message>
    <message>
        <source>Black wins by the variant&apos;s rule.</source>
        <translation>Les Noirs gagnent selon la règle de la variante.</translation>
    </message>
    <message>
        <source>Draw by the variant&apos;s rule.</source>
        <translation>Nulle selon la règle de la variante.</translation>
    </message>
    <message>
        <source>variant rule</source>
        <translation>règle de la variante</translation>
    </message>
</context>
<context>
    <name>kibitz::engine::EngineProcess</name>
    <message>
        <source>restarted</source>
        <translation>redémarré</translation>
    </message>
    <message>
        <source>[line longer than %1 bytes cut]</source>
        <translation>[ligne de plus de %1 octets coupée]</translation>
    </message>
    <message>
        <source>[not a UCI engine: starting it again as an XBoard engine]</source>
        <translation>[pas un moteur UCI&#xa0;: relancé comme moteur XBoard]</translation>
    </message>
    <message>
        <source>[exited after &apos;uci&apos; (exit code %1)]</source>
        <translation>[terminé après &apos;uci&apos; (code de sortie %1)]</translation>
    </message>
    <message>
        <source>before finishing the XBoard handshake</source>
        <translation>avant la fin de l&apos;initialisation XBoard</translation>
    </message>
    <message>
        <source>before finishing the handshake</source>
        <translation>avant la fin de l&apos;initialisation</translation>
    </message>
    <message>
        <source>before finishing the UCI handshake</source>
        <translation>avant la fin de l&apos;initialisation UCI</translation>
    </message>
    <message>
        <source>while searching</source>
        <translation>pendant la recherche</translation>
    </message>
    <message>
        <source>while idle</source>
        <translation>au repos</translation>
    </message>
    <message>
        <source>crashed %1</source>
        <translation>a planté %1</translation>
    </message>
    <message>
        <source>exited %1 (exit code %2)</source>
        <translation>s&apos;est arrêté %1 (code de sortie %2)</translation>
    </message>
    <message>
        <source>cannot be started: %1</source>
        <translation>ne peut pas être lancé&#xa0;: %1</translation>
    </message>
    <message>
        <source>did not answer &apos;uci&apos; with &apos;uciok&apos; within %1 ms (is it a UCI engine?)</source>
        <translation>n&apos;a pas répondu &apos;uciok&apos; à &apos;uci&apos; en %1 ms (est-ce un moteur UCI&#xa0;?)</translation>
    </message>
    <message>
        <source>did not finish its feature negotiation (&apos;feature done=1&apos;) within %1 ms</source>
        <translation>n&apos;a pas terminé la négociation des fonctions (&apos;feature done=1&apos;) en %1 ms</translation>
    </message>
    <message>
        <source>did not answer &apos;uci&apos; (UCI) nor &apos;xboard&apos; and &apos;protover 2&apos; (XBoard) within %1 ms; is it a chess engine?</source>
        <translation>n&apos;a répondu ni à &apos;uci&apos; (UCI) ni à &apos;xboard&apos; et &apos;protover 2&apos; (XBoard) en %1 ms&#xa0;; est-ce un moteur d&apos;échecs&#xa0;?</translation>
    </message>
    <message>
        <source>did not answer &apos;xboard&apos; and &apos;protover 2&apos; within %1 ms</source>
        <translation>n&apos;a pas répondu à &apos;xboard&apos; et &apos;protover 2&apos; en %1 ms</translation>
    </message>
    <message>
        <source>did not answer &apos;ping %1&apos; within %2 ms</source>
        <translation>n&apos;a pas répondu à &apos;ping %1&apos; en %2 ms</translation>
    </message>
    <message>
        <source>did not answer &apos;isready&apos; within %1 ms</source>
        <translation>n&apos;a pas répondu à &apos;isready&apos; en %1 ms</translation>
    </message>
    <message>
        <source>did not stop within %1 ms of &apos;%2&apos;</source>
        <translation>ne s&apos;est pas arrêté dans les %1 ms suivant &apos;%2&apos;</translation>
    </message>
    <message>
        <source>[feature rejected: %1]</source>
        <translation>[fonction refusée&#xa0;: %1]</translation>
    </message>
    <message>
        <source>played &apos;%1&apos;, which is not a legal move in %2</source>
        <translation>a joué &apos;%1&apos;, qui n&apos;est pas un coup légal dans %2</translation>
    </message>
    <message>
        <source>refused the move &apos;%1&apos; (%2)</source>
        <translation>a refusé le coup &apos;%1&apos; (%2)</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>coup illégal</translation>
    </message>
    <message>
        <source>cannot search this position: %1</source>
        <translation>ne peut pas analyser cette position&#xa0;: %1</translation>
    </message>
    <message>
        <source>[option &apos;%1&apos; not sent: this XBoard engine has no such setting]</source>
        <translation>[option &apos;%1&apos; non envoyée&#xa0;: ce moteur XBoard n&apos;a pas ce réglage]</translation>
    </message>
</context>
<context>
    <name>kibitz::engine::JobPool</name>
    <message>
        <source>%1 does not play %2</source>
        <translation>%1 ne joue pas %2</translation>
    </message>
</context>
<context>
    <name>kibitz::model::Analysis</name>
    <message>
        <source>[Kibitz: saved options the engine does not declare, not sent: %1]</source>
        <translation>[Kibitz&#xa0;: options enregistrées que le moteur ne déclare pas, non envoyées&#xa0;: %1]</translation>
    </message>
    <message>
        <source>No legal moves in this position.</source>
        <translation>Aucun coup légal dans cette position.</translation>
    </message>
    <message>
        <source>Mate found.</source>
        <extracomment>Mate search result: the engine found a forced checkmate</extracomment>
        <translation>Mat trouvé.</translation>
    </message>
    <message numerus="yes">
        <source>No mate in %n move(s) found.</source>
        <translation>
            <numerusform>Aucun mat en %n coup trouvé.</numerusform>
            <numerusform>Aucun mat en %n coups trouvé.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 does not play %2.</source>
        <translation>%1 ne joue pas %2.</translation>
    </message>
    <message>
        <source>The engine</source>
        <translation>Le moteur</translation>
    </message>
</context>
<context>
    <name>kibitz::model::AutosaveStore</name>
    <message>
        <source>Cannot create the autosave folder %1.</source>
        <translation>Impossible de créer le dossier de sauvegarde automatique %1.</translation>
    </message>
    <message>
        <source>Cannot lock the autosave session %1.</source>
        <translation>Impossible de verrouiller la session de sauvegarde automatique %1.</translation>
    </message>
    <message>
        <source>Autosave is off.</source>
        <translation>La sauvegarde automatique est désactivée.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>not JSON (%1 at byte %2)</source>
        <translation>pas du JSON (%1 à l&apos;octet %2)</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>pas un objet JSON</translation>
    </message>
    <message>
        <source>field &quot;format&quot; is not &quot;%1&quot;</source>
        <translation>le champ «&#xa0;format&#xa0;» n&apos;est pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>field &quot;version&quot; is not %1</source>
        <translation>le champ «&#xa0;version&#xa0;» n&apos;est pas %1</translation>
    </message>
    <message>
        <source>field &quot;pgn&quot; is missing or not text</source>
        <translation>le champ «&#xa0;pgn&#xa0;» manque ou n&apos;est pas du texte</translation>
    </message>
    <message>
        <source>field &quot;play&quot; is not an object</source>
        <translation>le champ &quot;play&quot; n’est pas un objet</translation>
    </message>
</context>
<context>
    <name>kibitz::model::DatabaseModel</name>
    <message>
        <source>Opening was cancelled.</source>
        <translation>L&apos;ouverture du fichier a été annulée.</translation>
    </message>
    <message>
        <source>(end)</source>
        <comment>the game ends in the searched position</comment>
        <translation>(fin)</translation>
    </message>
    <message>
        <source>Deleted: the game leaves the file when the database is saved.</source>
        <translation>Supprimée&#xa0;: la partie quitte le fichier à l&apos;enregistrement de la base.</translation>
    </message>
    <message>
        <source>Edited: the change is written when the database is saved.</source>
        <translation>Modifiée&#xa0;: le changement est écrit à l&apos;enregistrement de la base.</translation>
    </message>
    <message>
        <source>A chess variant Kibitz cannot play yet: kept as it is in the file.</source>
        <translation>Une variante d&apos;échecs que Kibitz ne sait pas encore jouer&#xa0;: conservée telle quelle dans le fichier.</translation>
    </message>
    <message>
        <source>The game has errors: its moves are searched up to the first one.</source>
        <translation>La partie contient des erreurs&#xa0;: ses coups sont recherchés jusqu&apos;à la première.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>n°</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Elo</source>
        <comment>White&apos;s rating</comment>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Elo</source>
        <comment>Black&apos;s rating</comment>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>Column: the game&apos;s result (1-0, 0-1, ½-½)</extracomment>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Ouverture</translation>
    </message>
    <message>
        <source>Plies</source>
        <extracomment>Column: the game&apos;s length in half-moves (plies)</extracomment>
        <translation>Demi-coups</translation>
    </message>
    <message>
        <source>Next move</source>
        <comment>the move played from the searched position</comment>
        <translation>Coup suivant</translation>
    </message>
    <message>
        <source>Games reaching the board&apos;s position</source>
        <translation>Parties atteignant la position de l&apos;échiquier</translation>
    </message>
    <message>
        <source>Games reaching %1</source>
        <translation>Parties atteignant %1</translation>
    </message>
    <message>
        <source>Games reaching the board&apos;s pawn structure</source>
        <translation>Parties atteignant la structure de pions de l&apos;échiquier</translation>
    </message>
    <message>
        <source>The database is not open yet.</source>
        <translation>La base n&apos;est pas encore ouverte.</translation>
    </message>
    <message>
        <source>The database is still being read.</source>
        <translation>La base est encore en cours de lecture.</translation>
    </message>
    <message>
        <source>A chess variant&apos;s game: position searches are standard chess only.</source>
        <translation>Partie d’une variante : la recherche de position ne concerne que les échecs classiques.</translation>
    </message>
    <message>
        <source>%1 is a SCID base, read-only in Kibitz: copy its games to a PGN database (Database &gt; Copy Games to PGN Database) to edit them.</source>
        <translation>%1 est une base SCID, en lecture seule dans Kibitz : copier ses parties dans une base PGN (Base &gt; Copier les parties dans une base PGN) pour les modifier.</translation>
    </message>
    <message>
        <source>A player&apos;s name must be one line of text.</source>
        <translation>Le nom d&apos;un joueur doit tenir sur une seule ligne.</translation>
    </message>
    <message>
        <source>No player is spelled that way.</source>
        <translation>Aucun joueur n&apos;est orthographié ainsi.</translation>
    </message>
    <message>
        <source>Game %1 cannot be read yet (%2).</source>
        <translation>La partie %1 ne peut pas encore être lue (%2).</translation>
    </message>
    <message>
        <source>The database has no game %1.</source>
        <translation>La base n&apos;a pas de partie %1.</translation>
    </message>
</context>
<context>
    <name>kibitz::model::GameCommand</name>
    <message>
        <source>Move %1</source>
        <translation>Coup %1</translation>
    </message>
    <message>
        <source>Insert line %1</source>
        <translation>Insérer la ligne %1</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Monter la variante</translation>
    </message>
    <message>
        <source>Demote variation</source>
        <translation>Descendre la variante</translation>
    </message>
    <message>
        <source>Make main line</source>
        <translation>En faire la ligne principale</translation>
    </message>
    <message>
        <source>Annotate %1</source>
        <translation>Annoter %1</translation>
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
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>Supprimer la variante</translation>
    </message>
    <message>
        <source>Delete from %1</source>
        <translation>Supprimer à partir de %1</translation>
    </message>
    <message>
        <source>Edit comment</source>
        <translation>Modifier le commentaire</translation>
    </message>
    <message>
        <source>Draw arrow</source>
        <translation>Tracer une flèche</translation>
    </message>
    <message>
        <source>Mark square</source>
        <translation>Marquer une case</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>Définir %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Retirer %1</translation>
    </message>
    <message>
        <source>Edit game headers</source>
        <translation>Modifier les en-têtes de la partie</translation>
    </message>
    <message>
        <source>The file holds no game.</source>
        <translation>Le fichier ne contient aucune partie.</translation>
    </message>
    <message>
        <source>The file has no game number %1.</source>
        <translation>Le fichier n&apos;a pas de partie numéro %1.</translation>
    </message>
    <message>
        <source>There is nothing to paste.</source>
        <translation>Il n&apos;y a rien à coller.</translation>
    </message>
    <message>
        <source>Bad FEN: %1</source>
        <translation>FEN incorrecte&#xa0;: %1</translation>
    </message>
    <message>
        <source>The text is neither PGN nor FEN.</source>
        <translation>Le texte n&apos;est ni du PGN ni une FEN.</translation>
    </message>
    <message>
        <source>Not a PGN game: %1</source>
        <translation>Pas une partie PGN&#xa0;: %1</translation>
    </message>
    <message>
        <source>The game has no file yet.</source>
        <translation>La partie n&apos;a pas encore de fichier.</translation>
    </message>
    <message>
        <source>%1, %2 %3</source>
        <extracomment>A game&apos;s title: the players, then the date and hour it began</extracomment>
        <translation>%1, %2 %3</translation>
    </message>
    <message>
        <source>New main line %1</source>
        <translation>Nouvelle ligne principale %1</translation>
    </message>
    <message>
        <source>Overwrite with %1</source>
        <translation>Écraser avec %1</translation>
    </message>
    <message>
        <source>Insert %1</source>
        <translation>Insérer %1</translation>
    </message>
</context>
<context>
    <name>kibitz::play::GameSession</name>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Kibitz game</source>
        <translation>Partie Kibitz</translation>
    </message>
    <message>
        <source>%1 (%2) is not running.</source>
        <translation>%1 (%2) n&apos;est pas lancé.</translation>
    </message>
    <message>
        <source>Human</source>
        <extracomment>The name of a player who is not an engine</extracomment>
        <translation>Humain</translation>
    </message>
    <message>
        <source>%1 sent no move in a position with legal moves.</source>
        <translation>%1 n&apos;a envoyé aucun coup dans une position où il y en a de légaux.</translation>
    </message>
    <message>
        <source>%1 played an illegal move: %2 (%3).</source>
        <translation>%1 a joué un coup illégal&#xa0;: %2 (%3).</translation>
    </message>
    <message>
        <source>Threefold repetition, claimed for %1.</source>
        <translation>Triple répétition, réclamée pour %1.</translation>
    </message>
    <message>
        <source>Fifty-move rule, claimed for %1.</source>
        <translation>Règle des cinquante coups, réclamée pour %1.</translation>
    </message>
    <message>
        <source>%1&apos;s flag fell, but %2 cannot checkmate.</source>
        <translation>Le drapeau de %1 est tombé, mais %2 ne peut pas mater.</translation>
    </message>
    <message>
        <source>%1 overstepped the time per move.</source>
        <translation>%1 a dépassé le temps par coup.</translation>
    </message>
    <message>
        <source>%1&apos;s flag fell.</source>
        <translation>Le drapeau de %1 est tombé.</translation>
    </message>
    <message>
        <source>%1 resigns.</source>
        <translation>%1 abandonne.</translation>
    </message>
    <message>
        <source>Draw agreed.</source>
        <translation>Nulle par accord mutuel.</translation>
    </message>
    <message>
        <source>Threefold repetition, claimed by %1.</source>
        <translation>Triple répétition, réclamée par %1.</translation>
    </message>
    <message>
        <source>Fifty-move rule, claimed by %1.</source>
        <translation>Règle des cinquante coups, réclamée par %1.</translation>
    </message>
    <message>
        <source>No draw can be claimed: the position has not stood three times and there have not been fifty moves without a capture or a pawn move.</source>
        <translation>Aucune nulle ne peut être réclamée&#xa0;: la position n&apos;est pas apparue trois fois et il n&apos;y a pas eu cinquante coups sans prise ni coup de pion.</translation>
    </message>
    <message>
        <source>%1 makes no claim: the position after it would not stand a third time, and it does not complete fifty moves.</source>
        <translation>%1 ne permet aucune réclamation&#xa0;: la position qui suit n&apos;apparaîtrait pas une troisième fois et les cinquante coups ne seraient pas atteints.</translation>
    </message>
    <message>
        <source>Threefold repetition, claimed by %1 with %2.</source>
        <translation>Triple répétition, réclamée par %1 avec %2.</translation>
    </message>
    <message>
        <source>Fifty-move rule, claimed by %1 with %2.</source>
        <translation>Règle des cinquante coups, réclamée par %1 avec %2.</translation>
    </message>
    <message>
        <source>%1 resigns (%2).</source>
        <translation>%1 abandonne (%2).</translation>
    </message>
    <message>
        <source>%1, claimed by %2.</source>
        <translation>%1, réclamée par %2.</translation>
    </message>
    <message>
        <source>%1 claimed %2 (%3) falsely.</source>
        <translation>%1 a réclamé %2 (%3) à tort.</translation>
    </message>
    <message>
        <source>The game was stopped.</source>
        <translation>La partie a été arrêtée.</translation>
    </message>
</context>
<context>
    <name>kibitz::play::Tournament</name>
    <message>
        <source>A tournament needs two engines or more.</source>
        <translation>Un tournoi demande deux moteurs ou plus.</translation>
    </message>
    <message>
        <source>A tournament needs one round or more.</source>
        <translation>Un tournoi demande une ronde ou plus.</translation>
    </message>
    <message>
        <source>cannot read the state file &apos;%1&apos;: %2</source>
        <translation>impossible de lire le fichier d’état « %1 » : %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Kibitz tournament state file%2</source>
        <translation>« %1 » n’est pas un fichier d’état de tournoi Kibitz%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is the state of another tournament: %2 differ</source>
        <translation>« %1 » est l’état d’un autre tournoi : %2 diffèrent</translation>
    </message>
    <message>
        <source>the engines</source>
        <translation>les moteurs</translation>
    </message>
    <message>
        <source>the formats</source>
        <translation>les formats</translation>
    </message>
    <message>
        <source>the rounds</source>
        <translation>les rondes</translation>
    </message>
    <message>
        <source>%1: opening %2: bad FEN</source>
        <translation>%1 : ouverture %2 : FEN erronée</translation>
    </message>
    <message>
        <source>%1: opening %2: bad move %3</source>
        <translation>%1 : ouverture %2 : coup erroné %3</translation>
    </message>
    <message>
        <source>%1: game %2 is not valid</source>
        <translation>%1 : la partie %2 n’est pas valide</translation>
    </message>
    <message>
        <source>%1 (%2) did not move within %3 s.</source>
        <translation>%1 (%2) n’a pas joué en %3 s.</translation>
    </message>
    <message>
        <source>The tournament was stopped.</source>
        <translation>Le tournoi a été arrêté.</translation>
    </message>
    <message>
        <source>Syzygy tablebase: %1 wins.</source>
        <translation>Table de finales Syzygy : %1 gagne.</translation>
    </message>
    <message>
        <source>Syzygy tablebase: draw.</source>
        <translation>Table de finales Syzygy : nulle.</translation>
    </message>
    <message>
        <source>Draw: the game reached %1 moves.</source>
        <translation>Nulle : la partie a atteint %1 coups.</translation>
    </message>
    <message>
        <source>%1 resigns: both engines scored it %2 cp or worse for %3 moves.</source>
        <translation>%1 abandonne : les deux moteurs l’ont évaluée à %2 cp ou moins pendant %3 coups.</translation>
    </message>
    <message>
        <source>Draw: both engines scored within %1 cp for %2 moves.</source>
        <translation>Nulle : les deux moteurs sont restés à %1 cp près pendant %2 coups.</translation>
    </message>
    <message>
        <source>Nothing to merge: give the shards&apos; state files.</source>
        <translation>Rien à fusionner&#xa0;: indiquez les fichiers d&apos;état des fragments.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a shard of another tournament than &apos;%2&apos;: %3 differ</source>
        <translation>«&#xa0;%1&#xa0;» est un fragment d&apos;un autre tournoi que «&#xa0;%2&#xa0;»&#xa0;: %3 diffèrent</translation>
    </message>
    <message>
        <source>the openings</source>
        <translation>les ouvertures</translation>
    </message>
    <message>
        <source>the schedules</source>
        <translation>les calendriers</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: shard %2 of %3 is there twice</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: le fragment %2 sur %3 y figure deux fois</translation>
    </message>
    <message>
        <source>the shard counts</source>
        <translation>les nombres de fragments</translation>
    </message>
    <message>
        <source>the shards</source>
        <translation>les fragments</translation>
    </message>
    <message>
        <source>%1: opening %2: unknown variant</source>
        <translation>%1&#xa0;: ouverture %2&#xa0;: variante inconnue</translation>
    </message>
    <message>
        <source>%1 does not play %2</source>
        <translation>%1 ne joue pas %2</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::AnalysisLinesModel</name>
    <message>
        <source>Win %1‰, draw %2‰, loss %3‰ (engine&apos;s side to move)</source>
        <translation>Gain %1 ‰, nulle %2 ‰, perte %3 ‰ (camp au trait du moteur)</translation>
    </message>
    <message>
        <source>Eval</source>
        <extracomment>Column: the engine&apos;s evaluation (score) of the line</extracomment>
        <translation>Éval.</translation>
    </message>
    <message>
        <source>Depth</source>
        <extracomment>Column: the search depth in plies</extracomment>
        <translation>Profondeur</translation>
    </message>
    <message>
        <source>W/D/L %</source>
        <translation>G/N/P %</translation>
    </message>
    <message>
        <source>Line</source>
        <extracomment>Column: the engine&apos;s principal variation (a sequence of moves)</extracomment>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>From White&apos;s point of view</source>
        <translation>Du point de vue des Blancs</translation>
    </message>
    <message>
        <source>From the side to move&apos;s point of view</source>
        <translation>Du point de vue du camp au trait</translation>
    </message>
    <message>
        <source>Depth %1</source>
        <translation>Profondeur %1</translation>
    </message>
    <message>
        <source>win/draw/loss %1 %</source>
        <translation>victoire/nulle/défaite %1 %</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::BoardExport</name>
    <message>
        <source>Cannot draw the board.</source>
        <translation>Impossible de dessiner l&apos;échiquier.</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>Image SVG (*.svg)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <source>Export Board</source>
        <translation>Exporter l&apos;échiquier</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::BoardTheme</name>
    <message>
        <source>Wood</source>
        <translation>Bois</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <source>Coral</source>
        <translation>Corail</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::BoardView</name>
    <message>
        <source>picked up</source>
        <extracomment>Screen reader: the piece on this square has been picked up to be moved</extracomment>
        <translation>soulevée</translation>
    </message>
    <message>
        <source>Chess board</source>
        <translation>Échiquier</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1, vide</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>roi blanc</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>roi noir</translation>
    </message>
    <message>
        <source>white queen</source>
        <translation>dame blanche</translation>
    </message>
    <message>
        <source>black queen</source>
        <translation>dame noire</translation>
    </message>
    <message>
        <source>white rook</source>
        <translation>tour blanche</translation>
    </message>
    <message>
        <source>black rook</source>
        <translation>tour noire</translation>
    </message>
    <message>
        <source>white bishop</source>
        <translation>fou blanc</translation>
    </message>
    <message>
        <source>black bishop</source>
        <translation>fou noir</translation>
    </message>
    <message>
        <source>white knight</source>
        <translation>cavalier blanc</translation>
    </message>
    <message>
        <source>black knight</source>
        <translation>cavalier noir</translation>
    </message>
    <message>
        <source>white pawn</source>
        <translation>pion blanc</translation>
    </message>
    <message>
        <source>black pawn</source>
        <translation>pion noir</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Trait aux Blancs</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Trait aux Noirs</translation>
    </message>
    <message>
        <source>last move %1 to %2</source>
        <translation>dernier coup de %1 à %2</translation>
    </message>
    <message>
        <source>check</source>
        <extracomment>Screen reader: the king of the side to move is in check</extracomment>
        <translation>échec</translation>
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
        <translation>%1 (%2)&#xa0;: cliquer ou appuyer sur Entrée pour le jouer</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Weight</source>
        <extracomment>Column: the weight of an opening book move (how often the book plays it)</extracomment>
        <translation>Poids</translation>
    </message>
    <message>
        <source>Share</source>
        <extracomment>Column: the move&apos;s share of all book moves in this position, in percent</extracomment>
        <translation>Part</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>Column: the points scored with this move in the book&apos;s games</extracomment>
        <translation>Score</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::BookPane</name>
    <message>
        <source>GNU Chess book</source>
        <translation>Bibliothèque de GNU Chess</translation>
    </message>
    <message>
        <source>The opening book to show</source>
        <translation>La bibliothèque d&apos;ouvertures à afficher</translation>
    </message>
    <message>
        <source>Add a Polyglot book (.bin) to the list</source>
        <translation>Ajouter une bibliothèque Polyglot (.bin) à la liste</translation>
    </message>
    <message>
        <source>Remove this book from the list (the file stays)</source>
        <translation>Retirer cette bibliothèque de la liste (le fichier reste)</translation>
    </message>
    <message>
        <source>No opening book found. Add one with “Add…”.</source>
        <translation>Aucune bibliothèque d&apos;ouvertures trouvée. Ajoutez-en une avec «&#xa0;Ajouter…&#xa0;».</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Lecture de %1…</translation>
    </message>
    <message>
        <source>Cannot read the book: %1</source>
        <translation>Impossible de lire la bibliothèque&#xa0;: %1</translation>
    </message>
    <message>
        <source>Add Opening Book</source>
        <translation>Ajouter une bibliothèque d&apos;ouvertures</translation>
    </message>
    <message>
        <source>Polyglot books (*.bin);;All files (*)</source>
        <translation>Bibliothèques Polyglot (*.bin);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Looking up…</source>
        <translation>Recherche…</translation>
    </message>
    <message>
        <source>No book moves for this position.</source>
        <translation>Aucun coup de bibliothèque pour cette position.</translation>
    </message>
    <message>
        <source>Book moves: %1. Click one, or press Enter, to play it.</source>
        <translation>Coups de bibliothèque&#xa0;: %1. Cliquez sur l&apos;un d&apos;eux ou appuyez sur Entrée pour le jouer.</translation>
    </message>
    <message>
        <source>Standard chess only: the book has nothing for a %1 game.</source>
        <translation>Échecs classiques seulement : la bibliothèque n’a rien pour une partie de %1.</translation>
    </message>
    <message>
        <source>Weight 0</source>
        <translation>Poids 0</translation>
    </message>
    <message>
        <source>Also list moves of weight 0 (the book says not to play them; engines never do)</source>
        <translation>Afficher aussi les coups de poids 0 (le livre déconseille de les jouer ; les moteurs ne les jouent jamais)</translation>
    </message>
    <message>
        <source>+</source>
        <extracomment>Button beside the book chooser: add a book (its tool tip says it in words)</extracomment>
        <translation>+</translation>
    </message>
    <message>
        <source>Add a book</source>
        <translation>Ajouter un livre</translation>
    </message>
    <message>
        <source>−</source>
        <extracomment>Button beside the book chooser: remove the book (its tool tip says it in words)</extracomment>
        <translation>−</translation>
    </message>
    <message>
        <source>Remove the book</source>
        <translation>Retirer le livre</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::BroadcastDialog</name>
    <message>
        <source>Follow Broadcast</source>
        <translation>Suivre une diffusion</translation>
    </message>
    <message>
        <source>Broadcast and round</source>
        <translation>Diffusion et ronde</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>https://lichess.org/broadcast/…/…/ROUND_ID, or the id</source>
        <translation>https://lichess.org/broadcast/…/…/ID_RONDE, ou l&apos;identifiant</translation>
    </message>
    <message>
        <source>Asking lichess for its broadcasts…</source>
        <translation>Demande de ses diffusions à lichess…</translation>
    </message>
    <message>
        <source>&amp;Follow</source>
        <translation>&amp;Suivre</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>&amp;Ronde :</translation>
    </message>
    <message>
        <source>%1
A round&apos;s URL or id can still be pasted below.</source>
        <translation>%1
L&apos;URL ou l&apos;identifiant d&apos;une ronde peut quand même être collé ci-dessous.</translation>
    </message>
    <message>
        <source>live</source>
        <extracomment>A broadcast round being played now</extracomment>
        <translation>en direct</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminée</translation>
    </message>
    <message>
        <source>lichess has no official broadcast now.</source>
        <translation>lichess n&apos;a aucune diffusion officielle en ce moment.</translation>
    </message>
    <message>
        <source>Choose a round, or paste a round&apos;s URL or id.</source>
        <translation>Choisissez une ronde, ou collez l&apos;URL ou l&apos;identifiant d&apos;une ronde.</translation>
    </message>
    <message>
        <source>This is neither a round&apos;s URL nor a round id (8 letters and digits).</source>
        <translation>Ce n&apos;est ni l&apos;URL d&apos;une ronde ni un identifiant de ronde (8 lettres et chiffres).</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::ClockWidget</name>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>No clock times in this game.</source>
        <translation>Pas de temps de pendule dans cette partie.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::CloudEvalLine</name>
    <message>
        <source>lichess&apos;s cloud evaluation: what its users&apos; engines found for this position (not your engine)</source>
        <translation>Évaluation cloud de lichess&#xa0;: ce que les moteurs de ses utilisateurs ont trouvé pour cette position (pas votre moteur)</translation>
    </message>
    <message>
        <source>&lt;i&gt;lichess cloud&lt;/i&gt;, depth %1: </source>
        <extracomment>Label of lichess&apos;s cloud evaluation above the engine&apos;s lines</extracomment>
        <translation>&lt;i&gt;cloud lichess&lt;/i&gt;, profondeur %1&#xa0;: </translation>
    </message>
</context>
<context>
    <name>kibitz::ui::CommentDialog</name>
    <message>
        <source>Comment</source>
        <translation>Commentaire</translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <extracomment>Tool tip of the comment editor&apos;s OK button</extracomment>
        <translation>Ctrl+Enter</translation>
    </message>
    <message>
        <source>Ctrl+Enter accepts; Enter starts a new line.</source>
        <translation>Ctrl+Entrée valide&#xa0;; Entrée commence une nouvelle ligne.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::DatabaseController</name>
    <message>
        <source>Databases</source>
        <translation>Bases de parties</translation>
    </message>
    <message>
        <source>Opening Tree</source>
        <translation>Arbre des ouvertures</translation>
    </message>
    <message>
        <source> (index reused)</source>
        <translation> (index réutilisé)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n game(s) with errors; Database &gt; Show Errors lists them.</source>
        <translation>
            <numerusform>%1&#xa0;: %n partie avec des erreurs&#xa0;; Base &gt; Afficher les erreurs la liste.</numerusform>
            <numerusform>%1&#xa0;: %n parties avec des erreurs&#xa0;; Base &gt; Afficher les erreurs les liste.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open Database</source>
        <translation>Ouvrir une base</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Ouvrir la partie</translation>
    </message>
    <message>
        <source>Game %1 has errors: %2</source>
        <translation>La partie %1 contient des erreurs&#xa0;: %2</translation>
    </message>
    <message>
        <source>Save Database</source>
        <translation>Enregistrer la base</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Unsaved Database</source>
        <translation>Base non enregistrée</translation>
    </message>
    <message>
        <source>The database %1 has changes that are not saved.</source>
        <translation>La base %1 a des modifications non enregistrées.</translation>
    </message>
    <message>
        <source>Close Database</source>
        <translation>Fermer la base</translation>
    </message>
    <message>
        <source>The game is added to %1; save the database to write it.</source>
        <translation>La partie est ajoutée à %1&#xa0;; enregistrez la base pour l&apos;écrire.</translation>
    </message>
    <message>
        <source>Show Errors</source>
        <translation>Afficher les erreurs</translation>
    </message>
    <message>
        <source>&amp;Open Database…</source>
        <translation>&amp;Ouvrir une base…</translation>
    </message>
    <message>
        <source>&amp;Filter Games…</source>
        <translation>&amp;Filtrer les parties…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+F</source>
        <translation>Ctrl+Shift+F</translation>
    </message>
    <message>
        <source>Search Board &amp;Position</source>
        <translation>Chercher la &amp;position de l&apos;échiquier</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Search Pawn S&amp;tructure</source>
        <translation>Chercher la s&amp;tructure de pions</translation>
    </message>
    <message>
        <source>&amp;Clear Search</source>
        <translation>&amp;Effacer la recherche</translation>
    </message>
    <message>
        <source>&amp;Next Game in List</source>
        <translation>Partie &amp;suivante de la liste</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Down</source>
        <translation>Ctrl+Shift+Down</translation>
    </message>
    <message>
        <source>P&amp;revious Game in List</source>
        <translation>Partie pré&amp;cédente de la liste</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Up</source>
        <translation>Ctrl+Shift+Up</translation>
    </message>
    <message>
        <source>Show &amp;Errors…</source>
        <translation>Afficher les e&amp;rreurs…</translation>
    </message>
    <message>
        <source>&amp;Add Game to Database</source>
        <translation>&amp;Ajouter la partie à la base</translation>
    </message>
    <message>
        <source>&amp;Delete Selected Games</source>
        <translation>Supprimer les parties sélection&amp;nées</translation>
    </message>
    <message>
        <source>&amp;Undelete Selected Games</source>
        <translation>Rétab&amp;lir les parties sélectionnées</translation>
    </message>
    <message>
        <source>&amp;Save Database</source>
        <translation>Enre&amp;gistrer la base</translation>
    </message>
    <message>
        <source>Ctrl+Alt+S</source>
        <translation>Ctrl+Alt+S</translation>
    </message>
    <message>
        <source>Close Data&amp;base</source>
        <translation>Fermer la &amp;base</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln game(s) indexed in %2 ms%3</source>
        <translation>
            <numerusform>%1&#xa0;: %Ln partie indexée en %2 ms%3</numerusform>
            <numerusform>%1&#xa0;: %Ln parties indexées en %2 ms%3</numerusform>
        </translation>
    </message>
    <message>
        <source>Ana&amp;lyse Selected Games…</source>
        <extracomment>An engine goes through each selected game and annotates it (evaluations, mistakes)</extracomment>
        <translation>Anal&amp;yser les parties sélectionnées…</translation>
    </message>
    <message>
        <source>%1 (read-only)</source>
        <extracomment>Tab of a database that cannot be edited (a SCID base)</extracomment>
        <translation>%1 (lecture seule)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Use File &gt; Save As to keep this game in a PGN file.</source>
        <translation>Utilisez Fichier &gt; Enregistrer sous pour garder cette partie dans un fichier PGN.</translation>
    </message>
    <message>
        <source>Add Game to Database</source>
        <translation>Ajouter la partie à la base</translation>
    </message>
    <message>
        <source>Copy Games to PGN Database</source>
        <translation>Copier les parties dans une base PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Fichiers PGN (*.pgn)</translation>
    </message>
    <message numerus="yes">
        <source>Copying %n game(s) to %1…</source>
        <translation>
            <numerusform>Copie de %n partie vers %1…</numerusform>
            <numerusform>Copie de %n parties vers %1…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) cannot be read and were left out:</source>
        <translation>
            <numerusform>%n partie illisible a été omise :</numerusform>
            <numerusform>%n parties illisibles ont été omises :</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) copied to %1</source>
        <translation>
            <numerusform>%n partie copiée vers %1</numerusform>
            <numerusform>%n parties copiées vers %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No duplicate games in %1</source>
        <translation>Aucune partie en double dans %1</translation>
    </message>
    <message numerus="yes">
        <source>%n duplicate game(s) marked as deleted; save the database to remove them</source>
        <translation>
            <numerusform>%n partie en double marquée supprimée ; enregistrer la base pour l’enlever</numerusform>
            <numerusform>%n parties en double marquées supprimées ; enregistrer la base pour les enlever</numerusform>
        </translation>
    </message>
    <message>
        <source>Player Report</source>
        <translation>Rapport de joueur</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Joueur :</translation>
    </message>
    <message>
        <source>No player called “%1” in this database.</source>
        <translation>Aucun joueur nommé « %1 » dans cette base.</translation>
    </message>
    <message>
        <source>Databases (*.pgn *.pgn.gz *.PGN *.si4);;PGN files (*.pgn *.pgn.gz *.PGN);;SCID bases (*.si4);;All files (*)</source>
        <translation>Bases (*.pgn *.pgn.gz *.PGN *.si4);;Fichiers PGN (*.pgn *.pgn.gz *.PGN);;Bases SCID (*.si4);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Pla&amp;yer Report…</source>
        <translation>Rapport de &amp;joueur…</translation>
    </message>
    <message>
        <source>&amp;Mark Duplicates as Deleted</source>
        <translation>&amp;Marquer les doublons supprimés</translation>
    </message>
    <message>
        <source>Copy &amp;Games to PGN Database…</source>
        <translation>Cop&amp;ier les parties dans une base PGN…</translation>
    </message>
    <message>
        <source>Writes the games the list shows to a new PGN file and opens it</source>
        <translation>Écrit les parties de la liste dans un nouveau fichier PGN et l’ouvre</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) copied to %1 (kept with Save Database)</source>
        <translation>
            <numerusform>%n partie copiée dans %1 (gardée avec « Enregistrer la base »)</numerusform>
            <numerusform>%n parties copiées dans %1 (gardées avec « Enregistrer la base »)</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Export Games…</source>
        <extracomment>Context menu of the game list: write the selected games to a PGN file</extracomment>
        <translation>&amp;Exporter les parties…</translation>
    </message>
    <message>
        <source>Export Games</source>
        <translation>Exporter les parties</translation>
    </message>
    <message>
        <source>Copy &amp;To</source>
        <translation>Copier &amp;vers</translation>
    </message>
    <message>
        <source>New PGN Database…</source>
        <translation>Nouvelle base PGN…</translation>
    </message>
    <message>
        <source>&amp;Analyse Games…</source>
        <extracomment>Context menu of the game list: an engine annotates the selected games</extracomment>
        <translation>&amp;Analyser les parties…</translation>
    </message>
    <message>
        <source>Databases: %1</source>
        <extracomment>The Databases pane&apos;s title: the database shown</extracomment>
        <translation>Bases&#xa0;: %1</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Rechercher</translation>
    </message>
    <message numerus="yes">
        <source>“%1” names %n player(s). Which one?</source>
        <translation>
            <numerusform>«&#xa0;%1&#xa0;» désigne %n joueur. Lequel&#xa0;?</numerusform>
            <numerusform>«&#xa0;%1&#xa0;» désigne %n joueurs. Lequel&#xa0;?</numerusform>
        </translation>
    </message>
    <message>
        <source>Player Names in %1</source>
        <translation>Noms des joueurs dans %1</translation>
    </message>
    <message>
        <source>Player Names…</source>
        <translation>Noms des joueurs…</translation>
    </message>
    <message>
        <source>%1 Game %2 opens when the database has loaded.</source>
        <translation>%1 La partie %2 s’ouvrira une fois la base chargée.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::DatabaseView</name>
    <message>
        <source>Search players, events, sites, openings</source>
        <translation>Chercher joueurs, tournois, lieux, ouvertures</translation>
    </message>
    <message>
        <source>Filter…</source>
        <translation>Filtre…</translation>
    </message>
    <message>
        <source>Filter the games by their headers</source>
        <translation>Filtrer les parties selon leurs en-têtes</translation>
    </message>
    <message>
        <source>Position</source>
        <extracomment>Button: search the database for games reaching the board&apos;s position</extracomment>
        <translation>Position</translation>
    </message>
    <message>
        <source>Games reaching the board&apos;s position</source>
        <translation>Parties atteignant la position de l&apos;échiquier</translation>
    </message>
    <message>
        <source>Pawns</source>
        <extracomment>Button: search the database for games with the board&apos;s pawn structure</extracomment>
        <translation>Pions</translation>
    </message>
    <message>
        <source>Games reaching the board&apos;s pawn structure</source>
        <translation>Parties atteignant la structure de pions de l&apos;échiquier</translation>
    </message>
    <message>
        <source>Material, e.g. KRPvKR</source>
        <translation>Matériel, p. ex. KRPvKR</translation>
    </message>
    <message>
        <source>Show All</source>
        <translation>Tout afficher</translation>
    </message>
    <message>
        <source>Clear the search and the filter</source>
        <translation>Effacer la recherche et le filtre</translation>
    </message>
    <message>
        <source>Reading… %p%</source>
        <translation>Lecture… %p %</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop reading the file</source>
        <translation>Arrêter la lecture du fichier</translation>
    </message>
    <message>
        <source> (not saved)</source>
        <translation> (non enregistrée)</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Recherche…</translation>
    </message>
    <message>
        <source>Material %1: %2</source>
        <translation>Matériel %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>Context menu of the game list: open the selected game</extracomment>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Delete</source>
        <extracomment>Context menu of the game list: mark the selected games as deleted</extracomment>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Undelete</source>
        <translation>Rétablir</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) read</source>
        <translation>
            <numerusform>%Ln partie lue</numerusform>
            <numerusform>%Ln parties lues</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln game(s)</source>
        <translation>
            <numerusform>%1 sur %Ln partie</numerusform>
            <numerusform>%1 sur %Ln parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln partie</numerusform>
            <numerusform>%Ln parties</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <extracomment>Context menu of the game list: the selected games&apos; PGN to the clipboard</extracomment>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>%1 or more games, counting…</source>
        <extracomment>%1: the games the list shows so far, read from the index; the rest are being counted</extracomment>
        <translation>%1 parties ou plus, décompte en cours…</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::Diagram</name>
    <message>
        <source>Cannot read the piece file %1.</source>
        <translation>Impossible de lire le fichier de pièce %1.</translation>
    </message>
    <message>
        <source>The piece file %1 is not an SVG document.</source>
        <translation>Le fichier de pièce %1 n&apos;est pas un document SVG.</translation>
    </message>
    <message>
        <source>The piece file %1 has no closing &lt;/svg&gt;.</source>
        <translation>Le fichier de pièce %1 n&apos;a pas de &lt;/svg&gt; fermant.</translation>
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
        <translation>%1 (%2 doit %3)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>win</source>
        <translation>gagner</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>annuler</translation>
    </message>
    <message>
        <source>&amp;Set Up Position…</source>
        <translation>&amp;Placer une position…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <source>Each of your moves against the tables&apos; best: the result kept, and how many plies slower (DTM, or DTZ without Gaviota&apos;s tables)</source>
        <translation>Chacun de vos coups face au meilleur des tables : le résultat conservé, et de combien de demi-coups plus lent (DTM, ou DTZ sans les tables Gaviota)</translation>
    </message>
    <message>
        <source>%1: %2 to play</source>
        <translation>%1 : %2 au trait</translation>
    </message>
    <message>
        <source>Asking the tables…</source>
        <translation>Consultation des tables…</translation>
    </message>
    <message>
        <source>Set-up position</source>
        <translation>Position placée</translation>
    </message>
    <message>
        <source>The tables: a %1, %2 %3 plies with best play.</source>
        <translation>Les tables : %1, %2 %3 demi-coups avec le meilleur jeu.</translation>
    </message>
    <message>
        <source>mate in</source>
        <translation>mat en</translation>
    </message>
    <message>
        <source>DTZ</source>
        <translation>DTZ</translation>
    </message>
    <message>
        <source>The tables: a %1.</source>
        <translation>Les tables : %1.</translation>
    </message>
    <message>
        <source>Not in the tables found (%1): the built-in engine answers and grades your moves (within 30 cp of its choice is as good).</source>
        <translation>Absente des tables trouvées (%1) : le moteur intégré répond et note vos coups (à 30 cp de son choix, c&apos;est aussi bon).</translation>
    </message>
    <message>
        <source>not in the tables: the engine looks…</source>
        <translation>absent des tables : le moteur cherche…</translation>
    </message>
    <message>
        <source>not in the tables; the engine&apos;s choice as well</source>
        <translation>absent des tables ; c&apos;est aussi le choix du moteur</translation>
    </message>
    <message>
        <source>not in the tables; %1</source>
        <translation>absent des tables ; %1</translation>
    </message>
    <message>
        <source>The other side answers…</source>
        <translation>L&apos;adversaire répond…</translation>
    </message>
    <message>
        <source>%1. Your move.</source>
        <translation>%1. À vous de jouer.</translation>
    </message>
    <message>
        <source>Checkmate: you won</source>
        <translation>Échec et mat : vous avez gagné</translation>
    </message>
    <message>
        <source>Checkmate: you lost</source>
        <translation>Échec et mat : vous avez perdu</translation>
    </message>
    <message>
        <source>Drawn (%1)</source>
        <translation>Nulle (%1)</translation>
    </message>
    <message>
        <source>Drawn by the fifty-move rule</source>
        <translation>Nulle par la règle des cinquante coups</translation>
    </message>
    <message>
        <source> in 1 move</source>
        <translation> en 1 coup</translation>
    </message>
    <message>
        <source> in %1 moves</source>
        <translation> en %1 coups</translation>
    </message>
    <message>
        <source>; the fastest mate took %1 (%2 plies lost on the way).</source>
        <translation> ; le mat le plus rapide prend %1 (%2 demi-coups perdus en chemin).</translation>
    </message>
    <message>
        <source>; %1 plies lost against the tables&apos; best.</source>
        <translation> ; %1 demi-coups perdus face au meilleur jeu des tables.</translation>
    </message>
    <message>
        <source>lichess&apos;s tablebase is not asked from here</source>
        <translation>les tables de finales de lichess ne sont pas interrogées d&apos;ici</translation>
    </message>
    <message>
        <source>lichess&apos;s tablebase does not know it</source>
        <translation>les tables de finales de lichess ne la connaissent pas</translation>
    </message>
    <message>
        <source>(lichess&apos;s tablebase, online: the local tables lack it)</source>
        <translation>(tables de finales de lichess, en ligne&#xa0;: les tables locales ne l&apos;ont pas)</translation>
    </message>
    <message>
        <source>Not in the tables found (%1), and %2: the built-in engine answers, but your moves cannot be graded here.</source>
        <translation>Absente des tables trouvées (%1), et %2&#xa0;: le moteur intégré répond, mais vos coups ne peuvent pas être notés ici.</translation>
    </message>
    <message>
        <source> (online: lichess&apos;s tablebase)</source>
        <translation> (en ligne&#xa0;: tables de finales de lichess)</translation>
    </message>
    <message>
        <source>not graded: the tables found lack this position, and %1</source>
        <translation>non noté&#xa0;: les tables trouvées n&apos;ont pas cette position, et %1</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EngineConsole</name>
    <message>
        <source>Command to the engine, e.g. “d” or “eval”; Enter sends it</source>
        <translation>Commande au moteur, p. ex. «&#xa0;d&#xa0;» ou «&#xa0;eval&#xa0;»&#xa0;; Entrée l&apos;envoie</translation>
    </message>
    <message>
        <source>Sent to the engine as typed. Kibitz does not follow what it changes, so a command that starts or stops a search can confuse the engine pane.</source>
        <translation>Envoyée au moteur telle quelle. Kibitz ne suit pas ce qu&apos;elle change&#xa0;: une commande qui lance ou arrête une recherche peut perturber le panneau du moteur.</translation>
    </message>
    <message>
        <source>… (%1 characters)</source>
        <translation>… (%1 caractères)</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EngineEntryDialog</name>
    <message>
        <source>Add Engine</source>
        <translation>Ajouter un moteur</translation>
    </message>
    <message>
        <source>Engine %1</source>
        <translation>Moteur %1</translation>
    </message>
    <message>
        <source>Auto-detect</source>
        <translation>Détection automatique</translation>
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
        <translation>Le dossier de l&apos;exécutable</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Choose the engine&apos;s executable</source>
        <translation>Choisir l&apos;exécutable du moteur</translation>
    </message>
    <message>
        <source>Choose the Engine</source>
        <translation>Choisir le moteur</translation>
    </message>
    <message>
        <source>Choose the folder the engine runs in</source>
        <translation>Choisir le dossier où le moteur s&apos;exécute</translation>
    </message>
    <message>
        <source>Working Folder</source>
        <translation>Dossier de travail</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Executable:</source>
        <translation>&amp;Exécutable&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Arguments:</source>
        <translation>&amp;Arguments&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Working folder:</source>
        <translation>&amp;Dossier de travail&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Protocol:</source>
        <translation>&amp;Protocole&#xa0;:</translation>
    </message>
    <message>
        <source>The engine needs a name.</source>
        <translation>Le moteur doit avoir un nom.</translation>
    </message>
    <message>
        <source>There is already an engine called %1.</source>
        <translation>Il existe déjà un moteur nommé %1.</translation>
    </message>
    <message>
        <source>Choose the engine&apos;s executable.</source>
        <translation>Choisissez l&apos;exécutable du moteur.</translation>
    </message>
    <message>
        <source>%1 is not a program on PATH.</source>
        <translation>%1 n&apos;est pas un programme du PATH.</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 n&apos;existe pas.</translation>
    </message>
    <message>
        <source>%1 is not an executable program.</source>
        <translation>%1 n&apos;est pas un programme exécutable.</translation>
    </message>
    <message>
        <source>The working folder %1 does not exist.</source>
        <translation>Le dossier de travail %1 n&apos;existe pas.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EngineList</name>
    <message>
        <source>%1 could not be read, so it is left as it is; correct or remove it first.</source>
        <translation>%1 n&apos;a pas pu être lu et reste tel quel&#xa0;; corrigez-le ou supprimez-le d&apos;abord.</translation>
    </message>
    <message>
        <source>No engine is called %1.</source>
        <translation>Aucun moteur ne s&apos;appelle %1.</translation>
    </message>
    <message>
        <source>default</source>
        <translation>par défaut</translation>
    </message>
    <message>
        <source>built in</source>
        <translation>intégré</translation>
    </message>
    <message>
        <source>found on this computer</source>
        <translation>trouvé sur cet ordinateur</translation>
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
        <translation>protocole détecté</translation>
    </message>
    <message>
        <source>standard chess only</source>
        <translation>échecs classiques seulement</translation>
    </message>
    <message>
        <source>plays %1</source>
        <translation>joue %1</translation>
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
        <translation>Options de %1</translation>
    </message>
    <message>
        <source>Run Now</source>
        <translation>Exécuter</translation>
    </message>
    <message>
        <source>Sends “%1” to the engine now, when it is running.</source>
        <translation>Envoie «&#xa0;%1&#xa0;» au moteur maintenant, s&apos;il tourne.</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Choose a file</source>
        <translation>Choisir un fichier</translation>
    </message>
    <message>
        <source>Choose a folder</source>
        <translation>Choisir un dossier</translation>
    </message>
    <message>
        <source>%1 – Choose a File</source>
        <translation>%1 – Choisir un fichier</translation>
    </message>
    <message>
        <source>%1 – Choose a Folder</source>
        <translation>%1 – Choisir un dossier</translation>
    </message>
    <message>
        <source>Default: %1 (from %2 to %3)</source>
        <translation>Par défaut&#xa0;: %1 (de %2 à %3)</translation>
    </message>
    <message>
        <source>Default: empty</source>
        <translation>Par défaut&#xa0;: vide</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Par défaut&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 declares no options that can be set here.</source>
        <translation>%1 ne déclare aucune option réglable ici.</translation>
    </message>
    <message>
        <source>Options in bold differ from the engine&apos;s defaults; they are applied whenever the engine starts.</source>
        <translation>Les options en gras diffèrent des valeurs par défaut du moteur&#xa0;; elles sont appliquées à chaque lancement du moteur.</translation>
    </message>
    <message>
        <source>Play (XBoard)</source>
        <extracomment>Group of the engine options dialog: how an XBoard engine plays games</extracomment>
        <translation>Jeu (XBoard)</translation>
    </message>
    <message>
        <source>&amp;Vary its moves (random)</source>
        <translation>&amp;Varier ses coups (random)</translation>
    </message>
    <message>
        <source>Sends &quot;random&quot; at the start of each game: engines that know it (GNU Chess) vary their play; others ignore it</source>
        <translation>Envoie « random » au début de chaque partie&#xa0;: les moteurs qui le connaissent (GNU Chess) varient leur jeu&#xa0;; les autres l&apos;ignorent</translation>
    </message>
    <message>
        <source>off</source>
        <extracomment>The nodes-per-second limit is not used</extracomment>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>Sends &quot;nps N&quot; at the start of each game: the engine counts N nodes as a second of its clock (only to engines that declare nps=1)</source>
        <translation>Envoie « nps N » au début de chaque partie&#xa0;: le moteur compte N nœuds pour une seconde de sa pendule (seulement aux moteurs qui déclarent nps=1)</translation>
    </message>
    <message>
        <source>&amp;Nodes per second (nps):</source>
        <translation>&amp;Nœuds par seconde (nps)&#xa0;:</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EnginePanel</name>
    <message>
        <source>The engine that analyses</source>
        <translation>Le moteur qui analyse</translation>
    </message>
    <message>
        <source>Lines: </source>
        <translation>Lignes&#xa0;: </translation>
    </message>
    <message>
        <source>How many best moves the engine shows (MultiPV)</source>
        <translation>Combien de meilleurs coups le moteur affiche (MultiPV)</translation>
    </message>
    <message>
        <source>⋯</source>
        <translation>⋯</translation>
    </message>
    <message>
        <source>Engine options, engines, how scores are shown</source>
        <translation>Options du moteur, moteurs, affichage des évaluations</translation>
    </message>
    <message>
        <source>Engine &amp;Options…</source>
        <translation>&amp;Options du moteur…</translation>
    </message>
    <message>
        <source>&amp;Manage Engines…</source>
        <translation>&amp;Gérer les moteurs…</translation>
    </message>
    <message>
        <source>Mate &amp;Search…</source>
        <translation>Recherche de &amp;mat…</translation>
    </message>
    <message>
        <source>Scores From &amp;White&apos;s View</source>
        <translation>Évaluations du point de vue des &amp;Blancs</translation>
    </message>
    <message>
        <source>Otherwise from the side to move&apos;s view</source>
        <translation>Sinon du point de vue du camp au trait</translation>
    </message>
    <message>
        <source>Double-click a line to play its first move; Ctrl+double-click or the context menu adds the whole line as a variation</source>
        <translation>Double-cliquez sur une ligne pour jouer son premier coup&#xa0;; Ctrl+double-clic ou le menu contextuel ajoute toute la ligne comme variante</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 shows one line only: it has no MultiPV option</source>
        <translation>%1 n&apos;affiche qu&apos;une ligne&#xa0;: il n&apos;a pas d&apos;option MultiPV</translation>
    </message>
    <message>
        <source>%1 is ready.</source>
        <translation>%1 est prêt.</translation>
    </message>
    <message>
        <source>No engine configured.</source>
        <translation>Aucun moteur configuré.</translation>
    </message>
    <message>
        <source>Starting %1…</source>
        <translation>Lancement de %1…</translation>
    </message>
    <message>
        <source>Mate Search</source>
        <extracomment>Dialog title: ask the engine for a forced checkmate</extracomment>
        <translation>Recherche de mat</translation>
    </message>
    <message>
        <source>Look for a mate in at most this many moves (0: analyse without a limit):</source>
        <translation>Chercher un mat en au plus ce nombre de coups (0&#xa0;: analyser sans limite)&#xa0;:</translation>
    </message>
    <message>
        <source>Stop</source>
        <extracomment>Button: stop or start the engine&apos;s analysis</extracomment>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analyser</translation>
    </message>
    <message>
        <source>[Kibitz: not sent, %1 is not running: %2]</source>
        <translation>[Kibitz&#xa0;: non envoyé, %1 n&apos;est pas lancé&#xa0;: %2]</translation>
    </message>
    <message>
        <source>%1 kN/s</source>
        <translation>%1 kN/s</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 nœuds</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>hash %1%</source>
        <translation>hachage %1 %</translation>
    </message>
    <message>
        <source>tb hits %1</source>
        <translation>accès tables %1</translation>
    </message>
    <message>
        <source>&amp;Play %1</source>
        <translation>&amp;Jouer %1</translation>
    </message>
    <message>
        <source>&amp;Add Line as Variation</source>
        <translation>&amp;Ajouter la ligne comme variante</translation>
    </message>
    <message>
        <source>&amp;Copy Line</source>
        <translation>&amp;Copier la ligne</translation>
    </message>
    <message>
        <source>Starting %1 to read its options…</source>
        <translation>Lancement de %1 pour lire ses options…</translation>
    </message>
    <message>
        <source>Engine Options</source>
        <translation>Options du moteur</translation>
    </message>
    <message>
        <source>The options are used but not saved: %1</source>
        <translation>Les options sont utilisées mais pas enregistrées&#xa0;: %1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>profondeur %1</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EnginesDialog</name>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Modifier…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <source>Set as &amp;Default</source>
        <translation>Par &amp;défaut</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Moteurs</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Ajouter…</translation>
    </message>
    <message>
        <source>Saved in %1</source>
        <translation>Enregistré dans %1</translation>
    </message>
    <message>
        <source>Engines Kibitz finds by itself cannot be removed.</source>
        <translation>Les moteurs que Kibitz trouve lui-même ne peuvent pas être retirés.</translation>
    </message>
    <message>
        <source>Cannot save the engine list: %1</source>
        <translation>Impossible d&apos;enregistrer la liste des moteurs&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EvalBar</name>
    <message>
        <source>The engine&apos;s evaluation: White&apos;s share from the bottom</source>
        <extracomment>Tool tip of the bar beside the board</extracomment>
        <translation>L&apos;évaluation du moteur&#xa0;: la part des Blancs, depuis le bas</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::EvalGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>Graphique d&apos;évaluation</translation>
    </message>
    <message>
        <source>No moves yet.</source>
        <translation>Aucun coup pour l&apos;instant.</translation>
    </message>
    <message>
        <source>No evaluations in this game: they come from [%eval] comments, as engines and lichess write them.</source>
        <translation>Aucune évaluation dans cette partie&#xa0;: elles viennent des commentaires [%eval], tels que les écrivent les moteurs et lichess.</translation>
    </message>
    <message>
        <source>White&apos;s clock %1</source>
        <translation>Pendule des Blancs %1</translation>
    </message>
    <message>
        <source>Black&apos;s clock %1</source>
        <translation>Pendule des Noirs %1</translation>
    </message>
    <message>
        <source>took %1</source>
        <translation>joué en %1</translation>
    </message>
    <message>
        <source>White&apos;s clock</source>
        <translation>Pendule des Blancs</translation>
    </message>
    <message>
        <source>Black&apos;s clock</source>
        <translation>Pendule des Noirs</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::ExplorerPane</name>
    <message>
        <source>Masters</source>
        <extracomment>Opening explorer tabs: lichess&apos;s masters games, all lichess games, one player&apos;s games</extracomment>
        <translation>Maîtres</translation>
    </message>
    <message>
        <source>Lichess</source>
        <translation>Lichess</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>All ratings</source>
        <translation>Tous les classements</translation>
    </message>
    <message>
        <source>lichess user</source>
        <translation>utilisateur lichess</translation>
    </message>
    <message>
        <source>as White</source>
        <translation>avec les Blancs</translation>
    </message>
    <message>
        <source>as Black</source>
        <translation>avec les Noirs</translation>
    </message>
    <message>
        <source>Turn Online Services On…</source>
        <translation>Activer les services en ligne…</translation>
    </message>
    <message>
        <source>The opening explorer</source>
        <translation>L&apos;explorateur d&apos;ouvertures</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>White / Draw / Black</source>
        <translation>Blancs / Nulle / Noirs</translation>
    </message>
    <message>
        <source>Rating</source>
        <comment>average rating of the games&apos; players</comment>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Perf.</source>
        <comment>performance rating</comment>
        <translation>Perf.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Année</translation>
    </message>
    <message>
        <source>Double-click a game to open it</source>
        <translation>Double-cliquez sur une partie pour l&apos;ouvrir</translation>
    </message>
    <message>
        <source>Opp.</source>
        <comment>average opponent&apos;s rating</comment>
        <translation>Adv.</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>The explorer asks lichess.org; online services are off.</source>
        <translation>L&apos;explorateur interroge lichess.org&#xa0;; les services en ligne sont désactivés.</translation>
    </message>
    <message>
        <source>The explorer knows standard chess only.</source>
        <translation>L&apos;explorateur ne connaît que les échecs classiques.</translation>
    </message>
    <message>
        <source>Whose games? Type a lichess user name.</source>
        <translation>Les parties de qui&#xa0;? Saisissez un nom d&apos;utilisateur lichess.</translation>
    </message>
    <message>
        <source>Asking lichess…</source>
        <translation>Interrogation de lichess…</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 parties</translation>
    </message>
    <message>
        <source>Recent games: White</source>
        <translation>Parties récentes&#xa0;: Blancs</translation>
    </message>
    <message>
        <source>Top games: White</source>
        <translation>Meilleures parties&#xa0;: Blancs</translation>
    </message>
    <message>
        <source>Fetching game %1…</source>
        <translation>Récupération de la partie %1…</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::FilterDialog</name>
    <message>
        <source>Filter Games</source>
        <translation>Filtrer les parties</translation>
    </message>
    <message>
        <source>with either colour</source>
        <translation>avec l&apos;une ou l&apos;autre couleur</translation>
    </message>
    <message>
        <source>with White</source>
        <translation>avec les Blancs</translation>
    </message>
    <message>
        <source>with Black</source>
        <translation>avec les Noirs</translation>
    </message>
    <message>
        <source>any</source>
        <translation>tous</translation>
    </message>
    <message>
        <source>YYYY.MM.DD</source>
        <translation>AAAA.MM.JJ</translation>
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
        <translation>Toutes les parties</translation>
    </message>
    <message>
        <source>Only games with errors</source>
        <translation>Seulement les parties avec des erreurs</translation>
    </message>
    <message>
        <source>Only games without errors</source>
        <translation>Seulement les parties sans erreur</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>&amp;Adversaire&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Elo of both:</source>
        <extracomment>Between two fields of a range: &quot;from X to Y&quot;</extracomment>
        <translation>&amp;Elo des deux&#xa0;:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Date&#xa0;:</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Résultat&#xa0;:</translation>
    </message>
    <message>
        <source>EC&amp;O:</source>
        <translation>EC&amp;O&#xa0;:</translation>
    </message>
    <message>
        <source>E&amp;vent:</source>
        <translation>&amp;Tournoi&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>&amp;Lieu&#xa0;:</translation>
    </message>
    <message>
        <source>P&amp;lies:</source>
        <translation>De&amp;mi-coups&#xa0;:</translation>
    </message>
    <message>
        <source>E&amp;rrors:</source>
        <translation>E&amp;rreurs&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln game(s) match</source>
        <translation>
            <numerusform>Correspondent&#xa0;: %1 sur %Ln partie</numerusform>
            <numerusform>Correspondent&#xa0;: %1 sur %Ln parties</numerusform>
        </translation>
    </message>
    <message>
        <source>A player&apos;s name finds all of the player&apos;s spellings (“Carlsen” finds “Carlsen,M” and “Carlsen, Magnus”)</source>
        <translation>Le nom d&apos;un joueur trouve toutes ses graphies («&#xa0;Carlsen&#xa0;» trouve «&#xa0;Carlsen,M&#xa0;» et «&#xa0;Carlsen, Magnus&#xa0;»)</translation>
    </message>
    <message>
        <source>the quick search “%1”</source>
        <extracomment>The filter dialog&apos;s count: what else narrows the list</extracomment>
        <translation>la recherche rapide «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>%1, with %2</source>
        <extracomment>The filter dialog&apos;s count, then what else narrows the list</extracomment>
        <translation>%1, avec %2</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
</context>
<context>
    <name>kibitz::ui::GameAnalysis</name>
    <message>
        <source>Analyse Game</source>
        <translation>Analyser la partie</translation>
    </message>
    <message>
        <source>The game has no moves yet.</source>
        <translation>La partie n&apos;a pas encore de coups.</translation>
    </message>
    <message>
        <source>No engine is known: add one to the engine list, or install one.</source>
        <translation>Aucun moteur connu&#xa0;: ajoutez-en un à la liste des moteurs, ou installez-en un.</translation>
    </message>
    <message>
        <source>Seconds per move</source>
        <translation>Secondes par coup</translation>
    </message>
    <message>
        <source>Depth</source>
        <extracomment>Analysis limit: search depth in plies</extracomment>
        <translation>Profondeur</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Moteur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Limit:</source>
        <translation>&amp;Limite&#xa0;:</translation>
    </message>
    <message>
        <source>Analysing the game with %1…</source>
        <translation>Analyse de la partie avec %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Stops a game analysis running in the background</extracomment>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Analyse Games</source>
        <translation>Analyser les parties</translation>
    </message>
    <message>
        <source>Select the games to analyse in the database&apos;s list first.</source>
        <translation>Sélectionnez d&apos;abord dans la liste de la base les parties à analyser.</translation>
    </message>
    <message numerus="yes">
        <source>Analysing %n game(s) with %1…</source>
        <translation>
            <numerusform>Analyse de %n partie avec %1…</numerusform>
            <numerusform>Analyse de %n parties avec %1…</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysing game %1 of %2…</source>
        <translation>Analyse de la partie %1 sur %2…</translation>
    </message>
    <message>
        <source>Stop the analysis (a database keeps the games already done)</source>
        <translation>Arrêter l’analyse (une base garde les parties déjà analysées)</translation>
    </message>
    <message>
        <source>The game is analysed.</source>
        <translation>La partie est analysée.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::GameHeader</name>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Click to edit the game&apos;s headers (Ctrl+H)</source>
        <translation>Cliquer pour modifier les en-têtes de la partie (Ctrl+H)</translation>
    </message>
    <message>
        <source>Game header</source>
        <translation>En-tête de la partie</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>Time control %1</source>
        <translation>Cadence %1</translation>
    </message>
    <message>
        <source>Chess960 start position %1</source>
        <translation>Position de départ Chess960 n° %1</translation>
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
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>last book move</source>
        <translation>dernier coup du livre</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::GamePrint</name>
    <message>
        <source>Print Game</source>
        <translation>Imprimer la partie</translation>
    </message>
    <message>
        <source>HTML page (*.html)</source>
        <translation>Page HTML (*.html)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Document PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export Game</source>
        <translation>Exporter la partie</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::GameRecovery</name>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Échec de la sauvegarde automatique&#xa0;: %1</translation>
    </message>
    <message>
        <source>Recover Unsaved Games</source>
        <translation>Récupérer les parties non enregistrées</translation>
    </message>
    <message>
        <source>Some autosaved games could not be read and were left where they are:
%1</source>
        <translation>Certaines parties sauvegardées automatiquement n&apos;ont pas pu être lues et restent où elles sont&#xa0;:
%1</translation>
    </message>
    <message>
        <source>Untitled game</source>
        <translation>Partie sans titre</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>never saved</source>
        <translation>jamais enregistrée</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>Kibitz stopped without saving a game. Restore it?</source>
        <translation>Kibitz s&apos;est arrêté sans enregistrer une partie. La restaurer&#xa0;?</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurer</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Restored an unsaved game.</source>
        <translation>Une partie non enregistrée a été restaurée.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n coup</numerusform>
            <numerusform>%n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Kibitz stopped without saving %n game(s). Restore them?</source>
        <translation>
            <numerusform>Kibitz s&apos;est arrêté sans enregistrer %n partie. La restaurer&#xa0;?</numerusform>
            <numerusform>Kibitz s&apos;est arrêté sans enregistrer %n parties. Les restaurer&#xa0;?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Restored %n unsaved game(s).</source>
        <translation>
            <numerusform>%n partie non enregistrée restaurée.</numerusform>
            <numerusform>%n parties non enregistrées restaurées.</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” was being played when Kibitz stopped. Go on with it against %2 from the clocks its last moves recorded, or keep it as it is?</source>
        <translation>«&#xa0;%1&#xa0;» était en cours quand Kibitz s’est arrêté. Continuer contre %2 avec les pendules de ses derniers coups, ou la garder telle quelle&#xa0;?</translation>
    </message>
    <message>
        <source>Play On</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Keep As It Is</source>
        <translation>Garder telle quelle</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::HeaderDialog</name>
    <message>
        <source>“%1” is not of the form YYYY.MM.DD (with ?? for unknown parts, as in 1972.??.??)</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas de la forme AAAA.MM.JJ (avec&#xa0;?? pour les parties inconnues, comme dans 1972.??.??)</translation>
    </message>
    <message>
        <source>“%1” has no month %2</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;a pas de mois %2</translation>
    </message>
    <message>
        <source>“%1” has no day %2</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;a pas de jour %2</translation>
    </message>
    <message>
        <source>“%1” is not a day of the calendar</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un jour du calendrier</translation>
    </message>
    <message>
        <source>“%1” is not a round number (such as 3, or 3.1 for board 1 of round 3; ? when unknown)</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un numéro de ronde (comme 3, ou 3.1 pour l&apos;échiquier 1 de la ronde 3&#xa0;;&#xa0;? si inconnu)</translation>
    </message>
    <message>
        <source>“%1” is not a result (1-0, 0-1, 1/2-1/2 or *)</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un résultat (1-0, 0-1, 1/2-1/2 ou *)</translation>
    </message>
    <message>
        <source>“%1” is not a rating (a whole number, or empty)</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un classement (un nombre entier, ou vide)</translation>
    </message>
    <message>
        <source>“%1” is not an ECO code (a letter A–E and two digits, as in C42)</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un code ECO (une lettre A–E et deux chiffres, comme C42)</translation>
    </message>
    <message>
        <source>“%1” is not a time control: “%2” should be seconds (300), seconds with increment (300+5), moves in seconds (40/7200), sandclock (*180), ? or -</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une cadence&#xa0;: «&#xa0;%2&#xa0;» devrait être des secondes (300), des secondes avec incrément (300+5), des coups en secondes (40/7200), un sablier (*180),&#xa0;? ou -</translation>
    </message>
    <message>
        <source>a tag needs a name</source>
        <translation>une balise doit avoir un nom</translation>
    </message>
    <message>
        <source>“%1” is not a tag name (letters, digits and _ only)</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un nom de balise (lettres, chiffres et _ uniquement)</translation>
    </message>
    <message>
        <source>a tag value cannot hold a line break</source>
        <translation>une valeur de balise ne peut pas contenir de saut de ligne</translation>
    </message>
    <message>
        <source>Game Headers</source>
        <translation>En-têtes de la partie</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>Group of the game&apos;s headers: event, site, date, round, result</extracomment>
        <translation>Partie</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>&amp;Tournoi&#xa0;:</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>&amp;Lieu&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Date&#xa0;:</translation>
    </message>
    <message>
        <source>YYYY.MM.DD, ?? for unknown</source>
        <translation>AAAA.MM.JJ,&#xa0;?? si inconnu</translation>
    </message>
    <message>
        <source>R&amp;ound:</source>
        <translation>&amp;Ronde&#xa0;:</translation>
    </message>
    <message>
        <source>1-0 (White wins)</source>
        <translation>1-0 (les Blancs gagnent)</translation>
    </message>
    <message>
        <source>0-1 (Black wins)</source>
        <translation>0-1 (les Noirs gagnent)</translation>
    </message>
    <message>
        <source>1/2-1/2 (draw)</source>
        <translation>1/2-1/2 (nulle)</translation>
    </message>
    <message>
        <source>* (unfinished or unknown)</source>
        <translation>* (inachevée ou inconnu)</translation>
    </message>
    <message>
        <source>Res&amp;ult:</source>
        <translation>Rés&amp;ultat&#xa0;:</translation>
    </message>
    <message>
        <source>E&amp;CO:</source>
        <translation>&amp;ECO&#xa0;:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Cadence&#xa0;:</translation>
    </message>
    <message>
        <source>none, or 300+5, 40/7200</source>
        <translation>aucune, ou 300+5, 40/7200</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Blancs&#xa0;:</translation>
    </message>
    <message>
        <source>White &amp;rating:</source>
        <translation>Cla&amp;ssement des Blancs&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Noirs&#xa0;:</translation>
    </message>
    <message>
        <source>Other tags</source>
        <translation>Autres balises</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Balise</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Tag in row %1</source>
        <translation>Balise de la ligne %1</translation>
    </message>
    <message>
        <source>%1: %2 has its own field above</source>
        <translation>%1&#xa0;: %2 a son propre champ ci-dessus</translation>
    </message>
    <message>
        <source>%1: %2 describes the start position; set it up with Edit &gt; Set Up Position</source>
        <translation>%1&#xa0;: %2 décrit la position de départ&#xa0;; définissez-la avec Édition &gt; Mettre en place une position</translation>
    </message>
    <message>
        <source>%1: %2 is there twice</source>
        <translation>%1&#xa0;: %2 apparaît deux fois</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>Ret&amp;irer</translation>
    </message>
    <message>
        <source>Black rat&amp;ing:</source>
        <translation>Cl&amp;assement des Noirs&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>A&amp;jouter</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::ImportDialog</name>
    <message>
        <source>Import Online Games</source>
        <translation>Importer des parties en ligne</translation>
    </message>
    <message>
        <source>user name</source>
        <translation>nom d&apos;utilisateur</translation>
    </message>
    <message>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <source>Rated games only</source>
        <translation>Parties classées uniquement</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Import into</source>
        <translation>Importer dans</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Fichiers PGN (*.pgn)</translation>
    </message>
    <message>
        <source>A file that already holds the player&apos;s games gets only newer ones, never a game twice.</source>
        <translation>Un fichier qui contient déjà les parties du joueur ne reçoit que les plus récentes, jamais une partie en double.</translation>
    </message>
    <message>
        <source>Site:</source>
        <translation>Site&#xa0;:</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Joueur&#xa0;:</translation>
    </message>
    <message>
        <source>Dates:</source>
        <translation>Dates&#xa0;:</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Parties&#xa0;:</translation>
    </message>
    <message>
        <source>Into file:</source>
        <translation>Dans le fichier&#xa0;:</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message>
        <source>Say whose games to import.</source>
        <translation>Indiquez de quel joueur importer les parties.</translation>
    </message>
    <message>
        <source>Importing games</source>
        <translation>Importation des parties</translation>
    </message>
    <message>
        <source>Online services are off (Edit &gt; Online Services).</source>
        <translation>Les services en ligne sont désactivés (Édition &gt; Services en ligne).</translation>
    </message>
    <message numerus="yes">
        <source>%n new game(s) so far (%1)…</source>
        <translation>
            <numerusform>%n nouvelle partie jusqu&apos;ici (%1)…</numerusform>
            <numerusform>%n nouvelles parties jusqu&apos;ici (%1)…</numerusform>
        </translation>
    </message>
    <message>
        <source>Asking %1…</source>
        <translation>Interrogation de %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message numerus="yes">
        <source>%n new game(s) in %1</source>
        <translation>
            <numerusform>%n nouvelle partie dans %1</numerusform>
            <numerusform>%n nouvelles parties dans %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already there</source>
        <translation>
            <numerusform>%n déjà présente</numerusform>
            <numerusform>%n déjà présentes</numerusform>
        </translation>
    </message>
    <message>
        <source>asked for games since %1</source>
        <translation>parties demandées depuis %1</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::LiveBroadcast</name>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Impossible de créer le dossier %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1: live, %n games</source>
        <extracomment>Status bar: a broadcast round followed; %1 its name, %n how many games</extracomment>
        <translation>
            <numerusform>%1 : en direct, %n partie</numerusform>
            <numerusform>%1 : en direct, %n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the stream was cut; connecting again in %2 s</source>
        <extracomment>Status bar: %1 the broadcast, %2 seconds; the tooltip says what failed</extracomment>
        <translation>%1 : le flux a été coupé ; reconnexion dans %2 s</translation>
    </message>
    <message>
        <source>The games are in %1.</source>
        <translation>Les parties sont dans %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1: the round is over, %n games</source>
        <translation>
            <numerusform>%1 : la ronde est terminée, %n partie</numerusform>
            <numerusform>%1 : la ronde est terminée, %n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: no longer followed, %n games</source>
        <translation>
            <numerusform>%1 : n&apos;est plus suivie, %n partie</numerusform>
            <numerusform>%1 : n&apos;est plus suivie, %n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: connecting…</source>
        <translation>%1 : connexion…</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::MainWindow</name>
    <message>
        <source>PGN files (*.pgn *.PGN *.pgn.gz);;All files (*)</source>
        <translation>Fichiers PGN (*.pgn *.PGN *.pgn.gz);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Notation</source>
        <translation>Notation</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Moteur</translation>
    </message>
    <message>
        <source>Engine Console</source>
        <translation>Console du moteur</translation>
    </message>
    <message>
        <source>[Kibitz: the engine list cannot be read: %1]</source>
        <translation>[Kibitz&#xa0;: la liste des moteurs ne peut pas être lue&#xa0;: %1]</translation>
    </message>
    <message>
        <source>The engine list cannot be read: %1</source>
        <translation>La liste des moteurs ne peut pas être lue&#xa0;: %1</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <extracomment>Pane title: the graph of the engine evaluations over the game</extracomment>
        <translation>Évaluation</translation>
    </message>
    <message>
        <source>Book</source>
        <extracomment>Pane title: the opening book (Polyglot) and its moves</extracomment>
        <translation>Bibliothèque</translation>
    </message>
    <message>
        <source>Tablebase</source>
        <extracomment>Pane title: endgame tablebases (Syzygy, Gaviota)</extracomment>
        <translation>Tables de finales</translation>
    </message>
    <message>
        <source>No analysis during a game against the engine (Game &gt; Training Mode allows it).</source>
        <translation>Pas d&apos;analyse pendant une partie contre le moteur (Partie &gt; Mode entraînement l&apos;autorise).</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Open PGN…</source>
        <translation>&amp;Ouvrir un PGN…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Export &amp;Board…</source>
        <translation>Exporter l&apos;é&amp;chiquier…</translation>
    </message>
    <message>
        <source>E&amp;xport Game…</source>
        <translation>E&amp;xporter la partie…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>&amp;Close Game</source>
        <translation>Fermer la par&amp;tie</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation>Copier la &amp;FEN</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Copy PGN</source>
        <translation>Copier le &amp;PGN</translation>
    </message>
    <message>
        <source>Copy &amp;Variation as PGN</source>
        <translation>Copier la &amp;variante en PGN</translation>
    </message>
    <message>
        <source>Ctrl+Alt+C</source>
        <translation>Ctrl+Alt+C</translation>
    </message>
    <message>
        <source>&amp;Paste FEN or PGN</source>
        <translation>C&amp;oller une FEN ou un PGN</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Image</source>
        <translation>Copier l&apos;échiquier comme &amp;image</translation>
    </message>
    <message>
        <source>White wins (1-0)</source>
        <translation>Les Blancs gagnent (1-0)</translation>
    </message>
    <message>
        <source>Black wins (0-1)</source>
        <translation>Les Noirs gagnent (0-1)</translation>
    </message>
    <message>
        <source>Draw (½-½)</source>
        <translation>Nulle (½-½)</translation>
    </message>
    <message>
        <source>Unknown or unfinished (*)</source>
        <translation>Inconnu ou inachevée (*)</translation>
    </message>
    <message>
        <source>Game &amp;Headers…</source>
        <translation>En-&amp;têtes de la partie…</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>Set Up P&amp;osition…</source>
        <translation>&amp;Mettre en place une position…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>Préférence&amp;s…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Tourner l&apos;échiquier</translation>
    </message>
    <message>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <source>F&amp;igurine Notation</source>
        <translation>Notation &amp;figurine</translation>
    </message>
    <message>
        <source>Focus &amp;Board</source>
        <translation>Activer l&apos;é&amp;chiquier</translation>
    </message>
    <message>
        <source>Ctrl+B</source>
        <translation>Ctrl+B</translation>
    </message>
    <message>
        <source>The board has the keys: arrows move, Space or Enter picks up and drops, Escape gives them back.</source>
        <translation>L&apos;échiquier a le clavier&#xa0;: les flèches déplacent, Espace ou Entrée prend et pose, Échap le rend.</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <extracomment>Menu item: start or stop the engine analysing the position</extracomment>
        <translation>A&amp;nalyser</translation>
    </message>
    <message>
        <source>Ctrl+Space</source>
        <translation>Ctrl+Space</translation>
    </message>
    <message>
        <source>Engine &amp;Options…</source>
        <translation>&amp;Options du moteur…</translation>
    </message>
    <message>
        <source>&amp;Manage Engines…</source>
        <translation>&amp;Gérer les moteurs…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Reculer</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Avancer</translation>
    </message>
    <message>
        <source>To &amp;Start</source>
        <translation>Au &amp;début</translation>
    </message>
    <message>
        <source>To &amp;End</source>
        <translation>À la &amp;fin</translation>
    </message>
    <message>
        <source>&amp;Previous Variation</source>
        <translation>Variante &amp;précédente</translation>
    </message>
    <message>
        <source>&amp;Next Variation</source>
        <translation>Variante &amp;suivante</translation>
    </message>
    <message>
        <source>Next &amp;Game</source>
        <translation>Partie suiva&amp;nte</translation>
    </message>
    <message>
        <source>Previous G&amp;ame</source>
        <translation>Partie pré&amp;cédente</translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation>&amp;Base</translation>
    </message>
    <message>
        <source>Analyse &amp;Game…</source>
        <translation>Analyser la &amp;partie…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+A</source>
        <translation>Ctrl+Shift+A</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;About Kibitz</source>
        <translation>À &amp;propos de Kibitz</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Trait aux Blancs</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Trait aux Noirs</translation>
    </message>
    <message>
        <source>, in check</source>
        <translation>, en échec</translation>
    </message>
    <message>
        <source>. A draw by threefold repetition can be claimed</source>
        <translation>. La nulle par triple répétition peut être réclamée</translation>
    </message>
    <message>
        <source>. A draw by the fifty-move rule can be claimed</source>
        <translation>. La nulle par la règle des cinquante coups peut être réclamée</translation>
    </message>
    <message>
        <source>Material: even</source>
        <translation>Matériel&#xa0;: égal</translation>
    </message>
    <message>
        <source>Material: White +%1</source>
        <translation>Matériel&#xa0;: Blancs +%1</translation>
    </message>
    <message>
        <source>Material: Black +%1</source>
        <translation>Matériel&#xa0;: Noirs +%1</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, partie %2</translation>
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
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The game “%1” has changes that are not saved. Save them?</source>
        <translation>La partie «&#xa0;%1&#xa0;» a des modifications non enregistrées. Les enregistrer&#xa0;?</translation>
    </message>
    <message>
        <source>Open PGN</source>
        <translation>Ouvrir un PGN</translation>
    </message>
    <message>
        <source>Cannot open %1: no such file</source>
        <translation>Impossible d&apos;ouvrir %1&#xa0;: fichier introuvable</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Impossible d&apos;ouvrir %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message numerus="yes">
        <source>Saved %1; %n other game(s) Kibitz cannot read were kept as they were.</source>
        <translation>
            <numerusform>%1 enregistré&#xa0;; %n autre partie que Kibitz ne sait pas lire a été conservée telle quelle.</numerusform>
            <numerusform>%1 enregistré&#xa0;; %n autres parties que Kibitz ne sait pas lire ont été conservées telles quelles.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Save Game As</source>
        <translation>Enregistrer la partie sous</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln games)</source>
        <translation>
            <numerusform>%1 (%Ln partie)</numerusform>
            <numerusform>%1 (%Ln parties)</numerusform>
        </translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Aucun fichier récent</translation>
    </message>
    <message>
        <source>Paste</source>
        <extracomment>Title of what was pasted from the clipboard</extracomment>
        <translation>Collage</translation>
    </message>
    <message>
        <source>Drop</source>
        <extracomment>Title of what was dragged and dropped onto the window (noun)</extracomment>
        <translation>Dépôt</translation>
    </message>
    <message>
        <source>About Kibitz</source>
        <translation>À propos de Kibitz</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;A desktop chess workbench: play against engines, edit and annotate games, explore openings and endgames.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;Un atelier d&apos;échecs pour le bureau&#xa0;: jouer contre des moteurs, éditer et annoter des parties, explorer ouvertures et finales.&lt;/p&gt;&lt;p&gt;Logiciel libre sous la licence publique générale GNU, version 3 ou ultérieure.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>New Game from Pos&amp;ition…</source>
        <translation>Nouvelle partie depuis une &amp;position…</translation>
    </message>
    <message>
        <source>Set Resul&amp;t</source>
        <translation>Définir le rés&amp;ultat</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s) analysed; Database &gt; Save Database keeps them.</source>
        <translation>
            <numerusform>%1 partie analysée sur %n ; Base &gt; Enregistrer la base les conserve.</numerusform>
            <numerusform>%1 parties analysées sur %n ; Base &gt; Enregistrer la base les conserve.</numerusform>
        </translation>
    </message>
    <message>
        <source>PGN files and SCID bases (*.pgn *.PGN *.pgn.gz *.si4);;PGN files (*.pgn *.PGN *.pgn.gz);;SCID bases (*.si4);;All files (*)</source>
        <translation>Fichiers PGN et bases SCID (*.pgn *.PGN *.pgn.gz *.si4);;Fichiers PGN (*.pgn *.PGN *.pgn.gz);;Bases SCID (*.si4);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>The game “%1” is being played. Closing it ends the game. Save it first?</source>
        <translation>La partie «&#xa0;%1&#xa0;» est en cours. La fermer y met fin. L’enregistrer d’abord&#xa0;?</translation>
    </message>
    <message>
        <source>The game “%1” has never been saved. Save it?</source>
        <translation>La partie «&#xa0;%1&#xa0;» n’a jamais été enregistrée. L’enregistrer&#xa0;?</translation>
    </message>
    <message>
        <source>Kibitz could not read all of this game: line %1, column %2: %3.</source>
        <translation>Kibitz n’a pas pu lire toute cette partie&#xa0;: ligne %1, colonne %2&#xa0;: %3.</translation>
    </message>
    <message numerus="yes">
        <source>(%n more problem(s), in the tool tip.)</source>
        <translation>
            <numerusform>(%n autre problème, dans l’infobulle.)</numerusform>
            <numerusform>(%n autres problèmes, dans l’infobulle.)</numerusform>
        </translation>
    </message>
    <message>
        <source>The moves before it are shown. What could not be read is kept as it was, in a comment where it stood, and saving keeps it.</source>
        <translation>Les coups qui précèdent sont affichés. Ce qui n’a pas pu être lu est gardé tel quel, dans un commentaire à sa place, et l’enregistrement le conserve.</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Ligne %1, colonne %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>&amp;Train</source>
        <translation>En&amp;traînement</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>Results cannot be kept: %1</source>
        <translation>Les résultats ne peuvent pas être conservés : %1</translation>
    </message>
    <message>
        <source>Learn From Your &amp;Mistakes…</source>
        <translation>Apprendre de ses &amp;erreurs…</translation>
    </message>
    <message>
        <source>Drill &amp;Repertoire…</source>
        <translation>Réviser le &amp;répertoire…</translation>
    </message>
    <message>
        <source>&amp;Endgames…</source>
        <translation>&amp;Finales…</translation>
    </message>
    <message>
        <source>&amp;Clock Times in Notation</source>
        <translation>&amp;Pendules dans la notation</translation>
    </message>
    <message>
        <source>E&amp;valuations in Notation</source>
        <translation>É&amp;valuations dans la notation</translation>
    </message>
    <message>
        <source>Go to a move to annotate it.</source>
        <translation>Allez à un coup pour l’annoter.</translation>
    </message>
    <message>
        <source>Reset &amp;Layout</source>
        <extracomment>Menu item: every pane back where a first start puts it</extracomment>
        <translation>Réinitialiser la &amp;disposition</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <translation>A&amp;ller</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>A&amp;nnoter</translation>
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
        <translation>&amp;Saisir un coup</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>Being played: quitting ends the game</source>
        <translation>En cours de jeu&#xa0;: quitter met fin à la partie</translation>
    </message>
    <message>
        <source>Never saved</source>
        <translation>Jamais enregistrée</translation>
    </message>
    <message>
        <source>Changes not saved to %1</source>
        <translation>Modifications non enregistrées dans %1</translation>
    </message>
    <message>
        <source>Explorer</source>
        <extracomment>Pane title: lichess&apos;s opening explorer (masters, lichess games, a player&apos;s games)</extracomment>
        <translation>Explorateur</translation>
    </message>
    <message>
        <source>I&amp;mport Online Games…</source>
        <translation>I&amp;mporter des parties en ligne…</translation>
    </message>
    <message>
        <source>Online &amp;Services…</source>
        <translation>Services en &amp;ligne…</translation>
    </message>
    <message>
        <source>The cloud evaluation beside the engine&apos;s lines</source>
        <translation>L&apos;évaluation cloud à côté des lignes du moteur</translation>
    </message>
    <message>
        <source>The tablebase pane, for a position the local tables lack,</source>
        <translation>Le panneau des tables de finales, pour une position absente des tables locales,</translation>
    </message>
    <message>
        <source>The tablebase pane</source>
        <translation>Le panneau des tables de finales</translation>
    </message>
    <message>
        <source>Grading endgames</source>
        <translation>La notation des finales</translation>
    </message>
    <message>
        <source>online services are not ready</source>
        <translation>les services en ligne ne sont pas prêts</translation>
    </message>
    <message>
        <source>%1 holds a broadcast being followed: Kibitz writes it as moves come.</source>
        <translation>%1 contient une diffusion suivie : Kibitz l&apos;écrit à mesure que les coups arrivent.</translation>
    </message>
    <message>
        <source>Follow Broadcast</source>
        <translation>Suivre une diffusion</translation>
    </message>
    <message>
        <source>Following a broadcast</source>
        <extracomment>What asks to go online, in the first-use question</extracomment>
        <translation>Le suivi d&apos;une diffusion</translation>
    </message>
    <message>
        <source>&amp;Follow Broadcast…</source>
        <translation>Suivre une &amp;diffusion…</translation>
    </message>
    <message>
        <source>Online services are off: Edit &gt; Online Services turns them on.</source>
        <translation>Les services en ligne sont désactivés : Édition &gt; Services en ligne les active.</translation>
    </message>
    <message>
        <source>Stop Following Broadcas&amp;t</source>
        <translation>Arrêter de sui&amp;vre la diffusion</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::MistakesTrainer</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>Show &amp;Solution</source>
        <translation>Voir la &amp;solution</translation>
    </message>
    <message>
        <source>Learn From Your Mistakes</source>
        <translation>Apprendre de ses erreurs</translation>
    </message>
    <message>
        <source>Mistakes of:</source>
        <translation>Erreurs de :</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>&amp;Précédent</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>Sui&amp;vant</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Every exercise: ✓ solved at the first try, ✗ missed, ○ not tried yet</source>
        <translation>Chaque exercice : ✓ résolu du premier coup, ✗ manqué, ○ pas encore tenté</translation>
    </message>
    <message>
        <source>No exercises</source>
        <translation>Aucun exercice</translation>
    </message>
    <message>
        <source>Open an annotated game (its ? and ?? moves) or an EPD file with bm.</source>
        <translation>Ouvrez une partie annotée (ses coups ? et ??) ou un fichier EPD avec bm.</translation>
    </message>
    <message>
        <source>Cannot read %1.</source>
        <translation>Impossible de lire %1.</translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <source>%1 has no mistakes (?) or blunders (??) with a better move.</source>
        <translation>%1 n&apos;a pas d&apos;erreur (?) ni de gaffe (??) avec un meilleur coup.</translation>
    </message>
    <message>
        <source>Open Annotated Games or Exercises</source>
        <translation>Ouvrir des parties annotées ou des exercices</translation>
    </message>
    <message>
        <source>Annotated games and exercises (*.pgn *.pgn.gz *.epd);;All files (*)</source>
        <translation>Parties annotées et exercices (*.pgn *.pgn.gz *.epd);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Tout le monde</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>%1 of %2 · %3</source>
        <translation>%1 sur %2 · %3</translation>
    </message>
    <message>
        <source>%1 to move. %2 played %3 here: find a better move.</source>
        <translation>%1 au trait. %2 a joué %3 ici : trouvez un meilleur coup.</translation>
    </message>
    <message>
        <source>a mistake</source>
        <translation>une erreur</translation>
    </message>
    <message>
        <source>(Before: %1 of %2 tries solved at once.)</source>
        <translation>(Jusqu&apos;ici : %1 essais sur %2 résolus du premier coup.)</translation>
    </message>
    <message>
        <source>Hint: this piece, to the green square.</source>
        <translation>Indice : cette pièce, vers la case verte.</translation>
    </message>
    <message>
        <source>Hint: move this piece.</source>
        <translation>Indice : jouez cette pièce.</translation>
    </message>
    <message>
        <source>The solution: %1.</source>
        <translation>La solution : %1.</translation>
    </message>
    <message>
        <source>%1: thinking…</source>
        <translation>%1 : vérification…</translation>
    </message>
    <message>
        <source>Right: %1. The line: %2.</source>
        <translation>Juste : %1. La suite : %2.</translation>
    </message>
    <message>
        <source>Right: %1 (%2). The game&apos;s line: %3.</source>
        <translation>Juste : %1 (%2). La suite de la partie : %3.</translation>
    </message>
    <message>
        <source>Not %1: %2. Try again, or ask for a hint.</source>
        <translation>Pas %1 : %2. Réessayez, ou demandez un indice.</translation>
    </message>
    <message>
        <source>this game</source>
        <translation>cette partie</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::MoveEntry</name>
    <message>
        <source>Type a move, such as e4, Nf3 or e2e4.</source>
        <translation>Saisissez un coup, par exemple e4, Nf3 ou e2e4.</translation>
    </message>
    <message>
        <source>Move or symbol</source>
        <extracomment>Placeholder of the line where a move is typed over the board</extracomment>
        <translation>Coup ou symbole</translation>
    </message>
    <message>
        <source>Typed move</source>
        <translation>Coup saisi</translation>
    </message>
    <message>
        <source>Enter plays the move (e4, Nf3, e2e4, O-O) or sets the symbol (!, ?, +-); Escape closes</source>
        <translation>Entrée joue le coup (e4, Nf3, e2e4, O-O) ou pose le symbole (!, ?, +-) ; Échap ferme</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::MoveTreeView</name>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>No moves yet. Play a move on the board.</source>
        <translation>Aucun coup pour l&apos;instant. Jouez un coup sur l&apos;échiquier.</translation>
    </message>
    <message>
        <source>Edit game comment…</source>
        <translation>Modifier le commentaire de la partie…</translation>
    </message>
    <message>
        <source>Game headers…</source>
        <translation>En-têtes de la partie…</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Monter la variante</translation>
    </message>
    <message>
        <source>Demote variation</source>
        <translation>Descendre la variante</translation>
    </message>
    <message>
        <source>Make main line</source>
        <translation>En faire la ligne principale</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>Supprimer la variante</translation>
    </message>
    <message>
        <source>Delete from here</source>
        <translation>Supprimer à partir d&apos;ici</translation>
    </message>
    <message>
        <source>Copy variation as PGN</source>
        <translation>Copier la variante en PGN</translation>
    </message>
    <message>
        <source>Comment after move…</source>
        <translation>Commentaire après le coup…</translation>
    </message>
    <message>
        <source>Comment before move…</source>
        <translation>Commentaire avant le coup…</translation>
    </message>
    <message>
        <source>Annotation</source>
        <extracomment>Menu of move symbols (!, ?, !!, ...) and position evaluations (=, +-, ...)</extracomment>
        <translation>Annotation</translation>
    </message>
    <message>
        <source>Good move</source>
        <translation>Bon coup</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Brilliant move</source>
        <translation>Coup brillant</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Gaffe</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation>Coup intéressant</translation>
    </message>
    <message>
        <source>Dubious move</source>
        <translation>Coup douteux</translation>
    </message>
    <message>
        <source>Equal position</source>
        <translation>Position égale</translation>
    </message>
    <message>
        <source>Unclear position</source>
        <translation>Position peu claire</translation>
    </message>
    <message>
        <source>White is slightly better</source>
        <translation>Les Blancs sont légèrement mieux</translation>
    </message>
    <message>
        <source>Black is slightly better</source>
        <translation>Les Noirs sont légèrement mieux</translation>
    </message>
    <message>
        <source>White is better</source>
        <translation>Les Blancs sont mieux</translation>
    </message>
    <message>
        <source>Black is better</source>
        <translation>Les Noirs sont mieux</translation>
    </message>
    <message>
        <source>White is winning</source>
        <translation>Les Blancs sont gagnants</translation>
    </message>
    <message>
        <source>Black is winning</source>
        <translation>Les Noirs sont gagnants</translation>
    </message>
    <message>
        <source>Novelty</source>
        <extracomment>A move never played before (NAG 146, N)</extracomment>
        <translation>Nouveauté</translation>
    </message>
    <message>
        <source>Clear annotations</source>
        <translation>Effacer les annotations</translation>
    </message>
    <message>
        <source>Comment on the game:</source>
        <translation>Commentaire sur la partie&#xa0;:</translation>
    </message>
    <message>
        <source>Comment before %1:</source>
        <translation>Commentaire avant %1&#xa0;:</translation>
    </message>
    <message>
        <source>Comment after %1:</source>
        <translation>Commentaire après %1&#xa0;:</translation>
    </message>
    <message>
        <source>last book move</source>
        <translation>dernier coup du livre</translation>
    </message>
    <message>
        <source>Show Clock Times</source>
        <translation>Afficher les pendules</translation>
    </message>
    <message>
        <source>Show Evaluations</source>
        <translation>Afficher les évaluations</translation>
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
        <translation>Rapide 10 min + 5 s</translation>
    </message>
    <message>
        <source>Rapid 15 min + 10 s</source>
        <translation>Rapide 15 min + 10 s</translation>
    </message>
    <message>
        <source>Classical 30 min + 20 s</source>
        <translation>Classique 30 min + 20 s</translation>
    </message>
    <message>
        <source>Classical 40 moves in 90 min, then 30 min, + 30 s</source>
        <translation>Classique 40 coups en 90 min, puis 30 min, + 30 s</translation>
    </message>
    <message>
        <source>1 s per move</source>
        <translation>1 s par coup</translation>
    </message>
    <message>
        <source>5 s per move</source>
        <translation>5 s par coup</translation>
    </message>
    <message>
        <source>Depth 8</source>
        <translation>Profondeur 8</translation>
    </message>
    <message>
        <source>100,000 nodes</source>
        <translation>100 000 nœuds</translation>
    </message>
    <message>
        <source>New Game Against Engine</source>
        <translation>Nouvelle partie contre le moteur</translation>
    </message>
    <message>
        <source>Engine Match</source>
        <translation>Match de moteurs</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Moteur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Blancs&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Noirs&#xa0;:</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Random</source>
        <extracomment>Your colour is chosen at random</extracomment>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>You &amp;play:</source>
        <translation>Vous &amp;jouez&#xa0;:</translation>
    </message>
    <message>
        <source>Full strength</source>
        <translation>Pleine force</translation>
    </message>
    <message>
        <source>The engine plays at about this rating, if it can limit its strength</source>
        <translation>Le moteur joue à peu près à ce classement, s&apos;il peut limiter sa force</translation>
    </message>
    <message>
        <source>Engine &amp;strength (Elo):</source>
        <translation>&amp;Force du moteur (Elo)&#xa0;:</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personnalisé</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Cadence&#xa0;:</translation>
    </message>
    <message>
        <source>Base+increment in seconds or with units (300+2, 5m+3s, 0:30+0.5), periods (40/5400+30:1800+30), or movetime=S, depth=N, nodes=N</source>
        <translation>Base+incrément en secondes ou avec unités (300+2, 5m+3s, 0:30+0.5), périodes (40/5400+30:1800+30), ou movetime=S, depth=N, nodes=N</translation>
    </message>
    <message>
        <source>As te&amp;xt:</source>
        <translation>En te&amp;xte&#xa0;:</translation>
    </message>
    <message>
        <source>Standard</source>
        <extracomment>The start position: standard chess (not Chess960)</extracomment>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Chess960, at random</source>
        <translation>Chess960, au hasard</translation>
    </message>
    <message>
        <source>Chess960, number:</source>
        <translation>Chess960, numéro&#xa0;:</translation>
    </message>
    <message>
        <source>Chess960 start positions are numbered 0-959; 518 is the standard one</source>
        <translation>Les positions de départ Chess960 sont numérotées de 0 à 959&#xa0;; 518 est la standard</translation>
    </message>
    <message>
        <source>St&amp;art:</source>
        <translation>Dé&amp;part&#xa0;:</translation>
    </message>
    <message>
        <source>T&amp;raining mode: keep the book, engine and tablebase panes in view</source>
        <translation>Mode ent&amp;raînement&#xa0;: garder visibles la bibliothèque, le moteur et les tables de finales</translation>
    </message>
    <message>
        <source>Without it those panes are covered until the game ends</source>
        <translation>Sinon ces panneaux sont masqués jusqu&apos;à la fin de la partie</translation>
    </message>
    <message>
        <source>No engine is known: add one to the engine list, or install one.</source>
        <translation>Aucun moteur connu&#xa0;: ajoutez-en un à la liste des moteurs, ou installez-en un.</translation>
    </message>
    <message>
        <source>Engine plays from a book (choose one in the Book pane)</source>
        <translation>Le moteur joue d&apos;après une bibliothèque (à choisir dans le panneau Bibliothèque)</translation>
    </message>
    <message>
        <source>Engine plays from the b&amp;ook: %1</source>
        <translation>Le moteur joue d&apos;après la bibli&amp;othèque&#xa0;: %1</translation>
    </message>
    <message>
        <source>Engines play from the b&amp;ook: %1</source>
        <translation>Les moteurs jouent d&apos;après la bibli&amp;othèque&#xa0;: %1</translation>
    </message>
    <message>
        <source>Not a time control: %1</source>
        <translation>Pas une cadence&#xa0;: %1</translation>
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
        <translation>%1 par coup</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>profondeur %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln node(s)</source>
        <translation>
            <numerusform>%Ln nœud</numerusform>
            <numerusform>%Ln nœuds</numerusform>
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
            <numerusform>%n coup en %1</numerusform>
            <numerusform>%n coups en %1</numerusform>
        </translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, puis </translation>
    </message>
    <message>
        <source>%1, repeating</source>
        <translation>%1, répété</translation>
    </message>
    <message>
        <source>Start from the position on the boar&amp;d</source>
        <translation>Partir &amp;de la position de l&apos;échiquier</translation>
    </message>
    <message>
        <source>Chess</source>
        <translation>Échecs</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante :</translation>
    </message>
    <message>
        <source>No engine in the list plays %1.</source>
        <translation>Aucun moteur de la liste ne joue %1.</translation>
    </message>
    <message>
        <source>Po&amp;nder: the engine thinks on your time</source>
        <translation>Réflexion permanen&amp;te&#xa0;: le moteur réfléchit pendant votre temps</translation>
    </message>
    <message>
        <source>Po&amp;nder: each engine thinks on its opponent&apos;s time</source>
        <translation>Réflexion permanen&amp;te&#xa0;: chaque moteur réfléchit pendant le temps de son adversaire</translation>
    </message>
    <message>
        <source>After its move the engine goes on thinking about the reply it expects; when that reply comes, it answers sooner and better</source>
        <translation>Après son coup, le moteur continue de réfléchir à la réponse qu&apos;il attend&#xa0;; si elle vient, il répond plus vite et mieux</translation>
    </message>
    <message>
        <source>Asking the engines which variants they play…</source>
        <translation>Les moteurs sont interrogés sur les variantes qu’ils jouent…</translation>
    </message>
    <message>
        <source>The book holds standard chess from its start position</source>
        <translation>Le livre contient les échecs standard depuis la position initiale</translation>
    </message>
    <message>
        <source>Kibitz plays at about this rating, from %1 to %2 (levels calibrated against Stockfish&apos;s); above that, at full strength</source>
        <translation>Kibitz joue à peu près à ce classement, de %1 à %2 (niveaux étalonnés sur ceux de Stockfish) ; au-delà, à pleine force</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::NewMoveDialog</name>
    <message>
        <source>New &amp;Variation</source>
        <translation>Nouvelle &amp;variante</translation>
    </message>
    <message>
        <source>New &amp;Main Line</source>
        <translation>Nouvelle ligne &amp;principale</translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation>É&amp;craser</translation>
    </message>
    <message>
        <source>&amp;Insert</source>
        <translation>&amp;Insérer</translation>
    </message>
    <message>
        <source>&amp;Always do this (Edit &gt; Preferences asks again)</source>
        <translation>&amp;Toujours faire ainsi (réactivable dans Édition &gt; Préférences)</translation>
    </message>
    <message>
        <source>New Move</source>
        <extracomment>Title of the question where a move entered goes, when the game goes on with another</extracomment>
        <translation>Nouveau coup</translation>
    </message>
    <message>
        <source>The game goes on with %1 here. Where does %2 go?</source>
        <translation>La partie continue ici avec %1. Où placer %2&#xa0;?</translation>
    </message>
    <message>
        <source>%1 becomes a variation; the game goes on with %2</source>
        <translation>%1 devient une variante&#xa0;; la partie continue avec %2</translation>
    </message>
    <message>
        <source>%1 becomes the main line; %2 and what follows it a variation</source>
        <translation>%1 devient la ligne principale&#xa0;; %2 et la suite deviennent une variante</translation>
    </message>
    <message>
        <source>%1 replaces %2 and everything after it</source>
        <translation>%1 remplace %2 et tout ce qui suit</translation>
    </message>
    <message>
        <source>%1 replaces %2; the moves after it are kept as far as they stay legal</source>
        <translation>%1 remplace %2&#xa0;; les coups suivants sont conservés tant qu&apos;ils restent légaux</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::OnlineDialog</name>
    <message>
        <source>Online Services</source>
        <translation>Services en ligne</translation>
    </message>
    <message>
        <source>Use online services (lichess.org, chess.com)</source>
        <translation>Utiliser les services en ligne (lichess.org, chess.com)</translation>
    </message>
    <message>
        <source>When on, Kibitz sends the position shown (as FEN) to lichess&apos;s opening explorer, tablebase and cloud evaluation, and a player&apos;s name to lichess or chess.com when you import games. Nothing is sent while this is off.</source>
        <translation>Lorsqu&apos;ils sont activés, Kibitz envoie la position affichée (en FEN) à l&apos;explorateur d&apos;ouvertures, aux tables de finales et à l&apos;évaluation cloud de lichess, et le nom d&apos;un joueur à lichess ou chess.com lorsque vous importez des parties. Rien n&apos;est envoyé tant qu&apos;ils sont désactivés.</translation>
    </message>
    <message>
        <source>lip_… (lichess.org/account/oauth/token)</source>
        <translation>lip_… (lichess.org/account/oauth/token)</translation>
    </message>
    <message>
        <source>lichess:</source>
        <translation>lichess&#xa0;:</translation>
    </message>
    <message>
        <source>Opening explorer:</source>
        <translation>Explorateur d&apos;ouvertures&#xa0;:</translation>
    </message>
    <message>
        <source>Tablebase:</source>
        <translation>Tables de finales&#xa0;:</translation>
    </message>
    <message>
        <source>chess.com:</source>
        <translation>chess.com&#xa0;:</translation>
    </message>
    <message>
        <source>lichess token:</source>
        <translation>Jeton lichess&#xa0;:</translation>
    </message>
    <message>
        <source>Default Servers</source>
        <translation>Serveurs par défaut</translation>
    </message>
    <message>
        <source>&amp;Log In with lichess…</source>
        <translation>Se &amp;connecter avec lichess…</translation>
    </message>
    <message>
        <source>Opens lichess in your browser to give Kibitz a token (no scope: it only says who you are)</source>
        <translation>Ouvre lichess dans votre navigateur pour donner un jeton à Kibitz (sans portée&#xa0;: il dit seulement qui vous êtes)</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::OnlineServices</name>
    <message>
        <source>%1: asked to slow down, waiting %2 s</source>
        <translation>%1&#xa0;: invité à ralentir, attente de %2&#xa0;s</translation>
    </message>
    <message>
        <source>The token comes from KIBITZ_LICHESS_TOKEN (this session only).</source>
        <translation>Le jeton provient de KIBITZ_LICHESS_TOKEN (cette session uniquement).</translation>
    </message>
    <message>
        <source>Online Services</source>
        <translation>Services en ligne</translation>
    </message>
    <message>
        <source>%1 asks lichess.org (or chess.com) over the internet: the position&apos;s FEN, or the player&apos;s name, is sent to the server.

Turn online services on? You can change this and the servers in Edit &gt; Online Services.</source>
        <translation>%1 interroge lichess.org (ou chess.com) via Internet&#xa0;: la FEN de la position, ou le nom du joueur, est envoyé au serveur.

Activer les services en ligne&#xa0;? Vous pourrez modifier ce choix et les serveurs dans Édition &gt; Services en ligne.</translation>
    </message>
    <message>
        <source>Saving the token in the keyring…</source>
        <translation>Enregistrement du jeton dans le trousseau…</translation>
    </message>
    <message>
        <source>No token.</source>
        <translation>Aucun jeton.</translation>
    </message>
    <message>
        <source>The token is kept in the desktop&apos;s keyring.</source>
        <translation>Le jeton est conservé dans le trousseau du bureau.</translation>
    </message>
    <message>
        <source>No keyring could keep the token (%1): it is kept for this session only.</source>
        <translation>Aucun trousseau n&apos;a pu conserver le jeton (%1)&#xa0;: il est conservé pour cette session uniquement.</translation>
    </message>
    <message>
        <source>This build of Kibitz has no keyring support: the token is kept for this session only.</source>
        <translation>Cette version de Kibitz ne prend pas en charge les trousseaux&#xa0;: le jeton est conservé pour cette session uniquement.</translation>
    </message>
    <message>
        <source>No keyring is available (%1): a token is kept for this session only.</source>
        <translation>Aucun trousseau n&apos;est disponible (%1)&#xa0;: un jeton est conservé pour cette session uniquement.</translation>
    </message>
    <message>
        <source>Online: %1…</source>
        <translation>En ligne&#xa0;: %1…</translation>
    </message>
    <message>
        <source>online services are off (Edit &gt; Online Services)</source>
        <translation>les services en ligne sont désactivés (Édition &gt; Services en ligne)</translation>
    </message>
    <message>
        <source>Waiting for your answer to lichess in the browser…</source>
        <translation>En attente de votre réponse à lichess dans le navigateur…</translation>
    </message>
    <message>
        <source>No browser could be opened: the address of lichess&apos;s prompt is on the clipboard; open it in a browser.</source>
        <translation>Aucun navigateur n&apos;a pu être ouvert&#xa0;: l&apos;adresse de la demande de lichess est dans le presse-papiers&#xa0;; ouvrez-la dans un navigateur.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::OpeningLabel</name>
    <message>
        <source>the start position</source>
        <translation>la position de départ</translation>
    </message>
    <message>
        <source>Reached at %1; the named line is %2</source>
        <translation>Atteinte au coup %1&#xa0;; la ligne nommée est %2</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::OpeningTreePane</name>
    <message>
        <source>Move</source>
        <extracomment>Columns of the opening tree: the move, the games that played it, their results</extracomment>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>White / Draw / Black</source>
        <translation>Blancs / Nulle / Noirs</translation>
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
        <translation>Dernière</translation>
    </message>
    <message>
        <source>The database is being read…</source>
        <translation>La base est en cours de lecture…</translation>
    </message>
    <message>
        <source>Open a database (a PGN file of games) to see the moves played here.</source>
        <translation>Ouvrez une base (un fichier PGN de parties) pour voir les coups joués ici.</translation>
    </message>
    <message>
        <source>No game of %1 reaches this position.</source>
        <translation>Aucune partie de %1 n&apos;atteint cette position.</translation>
    </message>
    <message>
        <source>(end)</source>
        <comment>games that end here</comment>
        <translation>(fin)</translation>
    </message>
    <message>
        <source>White wins %1, draws %2, Black wins %3</source>
        <translation>Gains des Blancs %1, nulles %2, gains des Noirs %3</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) of %1 reach this position</source>
        <translation>
            <numerusform>%Ln partie de %1 atteint cette position</numerusform>
            <numerusform>%Ln parties de %1 atteignent cette position</numerusform>
        </translation>
    </message>
    <message>
        <source>quick search “%1”</source>
        <translation>recherche rapide «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>the filter</source>
        <translation>le filtre</translation>
    </message>
    <message>
        <source>The games of %1 cannot be searched: its index cannot be read.</source>
        <translation>Impossible de rechercher dans les parties de %1&#xa0;: son index est illisible.</translation>
    </message>
    <message numerus="yes">
        <source>the %Ln game(s) in the list of %1 (%2)</source>
        <extracomment>The opening tree&apos;s games, after &quot;12 games reach this position, of&quot;: &quot;the 3,441 games in the list of master.pgn (Games reaching the board&apos;s position)&quot;</extracomment>
        <translation>
            <numerusform>la %Ln partie de la liste de %1 (%2)</numerusform>
            <numerusform>les %Ln parties de la liste de %1 (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>No game reaches this position, of %1.</source>
        <translation>Aucune partie n&apos;atteint cette position, sur %1.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) reach this position, of %1</source>
        <translation>
            <numerusform>%Ln partie atteint cette position, sur %1</numerusform>
            <numerusform>%Ln parties atteignent cette position, sur %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PaneCover</name>
    <message>
        <source>Hidden while you play against the engine.
Game &gt; Training Mode shows it.</source>
        <translation>Masqué pendant que vous jouez contre le moteur.
Partie &gt; Mode entraînement l&apos;affiche.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PieceSet</name>
    <message>
        <source>white pawn</source>
        <translation>pion blanc</translation>
    </message>
    <message>
        <source>white knight</source>
        <translation>cavalier blanc</translation>
    </message>
    <message>
        <source>white bishop</source>
        <translation>fou blanc</translation>
    </message>
    <message>
        <source>white rook</source>
        <translation>tour blanche</translation>
    </message>
    <message>
        <source>white queen</source>
        <translation>dame blanche</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>roi blanc</translation>
    </message>
    <message>
        <source>black pawn</source>
        <translation>pion noir</translation>
    </message>
    <message>
        <source>black knight</source>
        <translation>cavalier noir</translation>
    </message>
    <message>
        <source>black bishop</source>
        <translation>fou noir</translation>
    </message>
    <message>
        <source>black rook</source>
        <translation>tour noire</translation>
    </message>
    <message>
        <source>black queen</source>
        <translation>dame noire</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>roi noir</translation>
    </message>
    <message>
        <source>The piece folder %1 does not exist.</source>
        <translation>Le dossier de pièces %1 n&apos;existe pas.</translation>
    </message>
    <message>
        <source>The piece folder %1 holds no SVG files.</source>
        <translation>Le dossier de pièces %1 ne contient aucun fichier SVG.</translation>
    </message>
    <message>
        <source>The piece folder %1 has no chess piece SVGs: expected files named like wK.svg, WhiteKing.svg or king-white.svg.</source>
        <translation>Le dossier de pièces %1 ne contient pas de pièces d&apos;échecs SVG&#xa0;: fichiers attendus nommés comme wK.svg, WhiteKing.svg ou king-white.svg.</translation>
    </message>
    <message>
        <source>The piece folder %1 lacks the %2 (its files are named like %3).</source>
        <translation>Le dossier de pièces %1 n&apos;a pas&#xa0;: %2 (ses fichiers sont nommés comme %3).</translation>
    </message>
    <message>
        <source>The piece file %1 (%2) is not a readable SVG.</source>
        <translation>Le fichier de pièce %1 (%2) n&apos;est pas un SVG lisible.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PlayController</name>
    <message>
        <source>Clock</source>
        <extracomment>Pane title: the chess clock</extracomment>
        <translation>Pendule</translation>
    </message>
    <message>
        <source>The game was replaced in the window.</source>
        <translation>La partie a été remplacée dans la fenêtre.</translation>
    </message>
    <message>
        <source>The game&apos;s tab was closed.</source>
        <translation>L&apos;onglet de la partie a été fermé.</translation>
    </message>
    <message>
        <source>New Game Against &amp;Engine…</source>
        <translation>Nouvelle partie contre le &amp;moteur…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>Engine &amp;Match…</source>
        <translation>Ma&amp;tch de moteurs…</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <extracomment>Menu item: give up the game</extracomment>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <source>Offer &amp;Draw</source>
        <extracomment>Menu items: offer a draw to the engine; claim a draw (repetition, fifty moves)</extracomment>
        <translation>Proposer la &amp;nulle</translation>
    </message>
    <message>
        <source>&amp;Claim Draw</source>
        <translation>&amp;Réclamer la nulle</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <extracomment>Menu item: take back the last move (yours and the engine&apos;s answer)</extracomment>
        <translation>Reprendre le &amp;coup</translation>
    </message>
    <message>
        <source>Ctrl+Backspace</source>
        <translation>Ctrl+Backspace</translation>
    </message>
    <message>
        <source>&amp;Stop Game</source>
        <translation>Arrêter la part&amp;ie</translation>
    </message>
    <message>
        <source>Show the book, engine and tablebase panes while playing</source>
        <translation>Afficher la bibliothèque, le moteur et les tables de finales pendant la partie</translation>
    </message>
    <message>
        <source>%1 declines the draw.</source>
        <translation>%1 refuse la nulle.</translation>
    </message>
    <message>
        <source>%1 offers a draw (Game &gt; Offer Draw accepts it).</source>
        <translation>%1 propose la nulle (Partie &gt; Accepter la nulle l&apos;accepte).</translation>
    </message>
    <message>
        <source>%1 – %2, %3</source>
        <translation>%1 – %2, %3</translation>
    </message>
    <message>
        <source>%1 cannot limit its strength: it plays at full strength.</source>
        <translation>%1 ne peut pas limiter sa force&#xa0;: il joue à pleine force.</translation>
    </message>
    <message>
        <source>Accept &amp;Draw</source>
        <translation>Accepter la &amp;nulle</translation>
    </message>
    <message>
        <source>Claim Draw</source>
        <extracomment>Dialog title: claim a draw by threefold repetition or the fifty-move rule (verb)</extracomment>
        <translation>Réclamer la nulle</translation>
    </message>
    <message>
        <source>The draw can be claimed with the move that creates it. Play and claim with:</source>
        <translation>La nulle peut être réclamée avec le coup qui la crée. Jouer et réclamer avec&#xa0;:</translation>
    </message>
    <message>
        <source>The game was stopped.</source>
        <translation>La partie a été arrêtée.</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <extracomment>%1 is the result (1-0), %2 why the game ended</extracomment>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>Tra&amp;ining Mode</source>
        <translation>Mode &amp;entraînement</translation>
    </message>
    <message>
        <source>%1 does not play %2.</source>
        <translation>%1 ne joue pas %2.</translation>
    </message>
    <message>
        <source>T&amp;ournament…</source>
        <translation>T&amp;ournoi…</translation>
    </message>
    <message>
        <source>Resign this game? It ends at once, lost.</source>
        <translation>Abandonner cette partie&#xa0;? Elle se termine aussitôt, perdue.</translation>
    </message>
    <message>
        <source>Resign</source>
        <extracomment>Dialog title: give up the game (verb)</extracomment>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Play On</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Stop this game? It ends without a result; the moves stay in its tab.</source>
        <translation>Arrêter cette partie&#xa0;? Elle se termine sans résultat&#xa0;; les coups restent dans son onglet.</translation>
    </message>
    <message>
        <source>Stop Game</source>
        <translation>Arrêter la partie</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>The name of the user playing, when the system gives none</extracomment>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>There is no game to go on with.</source>
        <translation>Il n’y a pas de partie à continuer.</translation>
    </message>
    <message>
        <source>The time control “%1” cannot be read: %2</source>
        <translation>La cadence «&#xa0;%1&#xa0;» est illisible&#xa0;: %2</translation>
    </message>
    <message>
        <source>The engine “%1” is no longer known.</source>
        <translation>Le moteur «&#xa0;%1&#xa0;» n’est plus connu.</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <extracomment>Menu item: ask the engine which move it expects from you</extracomment>
        <translation>In&amp;dice</translation>
    </message>
    <message>
        <source>Ctrl+Alt+H</source>
        <translation>Ctrl+Alt+H</translation>
    </message>
    <message>
        <source>&amp;Pause Game</source>
        <extracomment>Menu item: stop the clocks and the engines for a while (becomes &quot;Resume Game&quot;)</extracomment>
        <translation>Mettre en pa&amp;use</translation>
    </message>
    <message>
        <source>&amp;Resume Game</source>
        <translation>Reprendre &amp;la partie</translation>
    </message>
    <message>
        <source>Paused. Game &gt; Resume Game goes on.</source>
        <translation>En pause. Partie &gt; Reprendre la partie continue.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <extracomment>%1 is a move in SAN (Nf3)</extracomment>
        <translation>Indice&#xa0;: %1</translation>
    </message>
    <message>
        <source>The engine has no hint.</source>
        <translation>Le moteur n&apos;a pas d&apos;indice.</translation>
    </message>
    <message>
        <source>Asking the engine for a hint…</source>
        <translation>Demande d&apos;un indice au moteur…</translation>
    </message>
    <message>
        <source>%1 as %2</source>
        <extracomment>The engine console&apos;s name for a game&apos;s engine: %1 its name, %2 the seat</extracomment>
        <translation>%1 avec les %2</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PlayerNamesDialog</name>
    <message>
        <source>Show players with one spelling</source>
        <translation>Afficher les joueurs à graphie unique</translation>
    </message>
    <message>
        <source>&amp;Merge Spellings</source>
        <translation>&amp;Fusionner les graphies</translation>
    </message>
    <message>
        <source>Merge &amp;Into…</source>
        <translation>Fusionner &amp;dans…</translation>
    </message>
    <message>
        <source>&amp;Undo Merge</source>
        <translation>&amp;Annuler la fusion</translation>
    </message>
    <message>
        <source>Player Names</source>
        <translation>Noms des joueurs</translation>
    </message>
    <message>
        <source>Player (“Polgar”, “Carlsen, M”)</source>
        <translation>Joueur («&#xa0;Polgar&#xa0;», «&#xa0;Carlsen, M&#xa0;»)</translation>
    </message>
    <message>
        <source>Player and spellings</source>
        <translation>Joueur et graphies</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Rewrites the White and Black tags of the player&apos;s other spellings to the selected spelling (or the commonest)</source>
        <translation>Réécrit les balises White et Black des autres graphies du joueur avec la graphie sélectionnée (ou la plus courante)</translation>
    </message>
    <message>
        <source>A spelling that may be one of several players: choose which, and its tags are rewritten to that player&apos;s name</source>
        <translation>Une graphie qui peut désigner plusieurs joueurs&#xa0;: choisissez lequel, et ses balises sont réécrites avec le nom de ce joueur</translation>
    </message>
    <message>
        <source>Takes back the last merge (until the database is saved)</source>
        <translation>Annule la dernière fusion (jusqu&apos;à l&apos;enregistrement de la base)</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur&#xa0;:</translation>
    </message>
    <message>
        <source>%1 (which player?)</source>
        <extracomment>A spelling that may name one of several players: &quot;Polgar,J (maybe: …)&quot;</extracomment>
        <translation>%1 (quel joueur&#xa0;?)</translation>
    </message>
    <message>
        <source>%1 players, %2 of them spelled more than one way; %3 spellings that may be one of several players are listed apart and never merged by themselves.</source>
        <translation>%1 joueurs, dont %2 orthographiés de plusieurs façons&#xa0;; %3 graphies pouvant désigner plusieurs joueurs sont listées à part et jamais fusionnées automatiquement.</translation>
    </message>
    <message>
        <source>Which player is “%1”?</source>
        <translation>Quel joueur est «&#xa0;%1&#xa0;»&#xa0;?</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PlayerReportDialog</name>
    <message>
        <source>Player Report — %1</source>
        <translation>Rapport de joueur — %1</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) without a result are not counted.</source>
        <translation>
            <numerusform>%n partie sans résultat n’est pas comptée.</numerusform>
            <numerusform>%n parties sans résultat ne sont pas comptées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Openings with White</source>
        <translation>Ouvertures avec les Blancs</translation>
    </message>
    <message>
        <source>Openings with Black</source>
        <translation>Ouvertures avec les Noirs</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Classement</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>Best Wins</source>
        <translation>Meilleures victoires</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::PreferencesDialog</name>
    <message>
        <source>&amp;Light squares…</source>
        <translation>Cases &amp;claires…</translation>
    </message>
    <message>
        <source>&amp;Dark squares…</source>
        <translation>Cases &amp;foncées…</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Échiquier</translation>
    </message>
    <message>
        <source>&amp;Pieces:</source>
        <translation>&amp;Pièces&#xa0;:</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personnalisé</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>Co&amp;uleurs&#xa0;:</translation>
    </message>
    <message>
        <source>Kibitz (built in)</source>
        <translation>Kibitz (intégré)</translation>
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
        <translation>Autre dossier…</translation>
    </message>
    <message>
        <source>Folder of SVG Pieces</source>
        <translation>Dossier de pièces SVG</translation>
    </message>
    <message>
        <source>Light Squares</source>
        <translation>Cases claires</translation>
    </message>
    <message>
        <source>Dark Squares</source>
        <translation>Cases foncées</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>L&amp;anguage:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <source>A new language is used from the next start of Kibitz.</source>
        <translation>Une nouvelle langue s&apos;applique au prochain démarrage de Kibitz.</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Show c&amp;oordinates</source>
        <translation>Afficher les c&amp;oordonnées</translation>
    </message>
    <message>
        <source>Lar&amp;ge pieces</source>
        <translation>&amp;Grandes pièces</translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <extracomment>Sounds for a move, a capture, a check and the end of a game.</extracomment>
        <translation>Jouer des &amp;sons</translation>
    </message>
    <message>
        <source>Window</source>
        <extracomment>Preferences: the colours of the window (not the board&apos;s)</extracomment>
        <translation>Fenêtre</translation>
    </message>
    <message>
        <source>As the desktop</source>
        <extracomment>Preferences &gt; Window &gt; Colours: light or dark as the desktop is</extracomment>
        <translation>Comme le bureau</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>Th&amp;eme:</source>
        <translation>&amp;Thème&#xa0;:</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Ask each time</source>
        <translation>Demander à chaque fois</translation>
    </message>
    <message>
        <source>A &amp;move beside another:</source>
        <extracomment>Where a move goes when the game already goes on with another move there</extracomment>
        <translation>&amp;Nouveau coup là où un autre existe&#xa0;:</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::ProblemsDialog</name>
    <message>
        <source>Errors in %1</source>
        <translation>Erreurs dans %1</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>Columns: the game number, where in the file, what is wrong</extracomment>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Line:Column</source>
        <translation>Ligne:colonne</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <source>Double-click a row, or press Enter, to open its game</source>
        <translation>Double-cliquez sur une ligne, ou appuyez sur Entrée, pour ouvrir sa partie</translation>
    </message>
    <message>
        <source>Kibitz reads every game of %1 without an error.</source>
        <translation>Kibitz lit toutes les parties de %1 sans erreur.</translation>
    </message>
    <message numerus="yes">
        <source>The first %n problem(s) Kibitz found in %1.</source>
        <translation>
            <numerusform>Le premier problème trouvé par Kibitz dans %1.</numerusform>
            <numerusform>Les %n premiers problèmes trouvés par Kibitz dans %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) Kibitz found in %1.</source>
        <translation>
            <numerusform>%n problème trouvé par Kibitz dans %1.</numerusform>
            <numerusform>%n problèmes trouvés par Kibitz dans %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games with errors are read up to their first error; saving keeps them as they are.</source>
        <translation>Les parties avec des erreurs sont lues jusqu&apos;à leur première erreur&#xa0;; l&apos;enregistrement les conserve telles quelles.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::RepertoireTrainer</name>
    <message>
        <source>Drill Repertoire</source>
        <translation>Réviser le répertoire</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Spaced repetition by SM-2 (Wozniak, SuperMemo 2): new cards, cards due today, cards answered right at their last repetition</source>
        <translation>Répétition espacée par SM-2 (Wozniak, SuperMemo 2) : cartes nouvelles, cartes dues aujourd&apos;hui, cartes réussies à leur dernière répétition</translation>
    </message>
    <message>
        <source>&amp;Show Move</source>
        <translation>&amp;Montrer le coup</translation>
    </message>
    <message>
        <source>&amp;Next Line</source>
        <translation>&amp;Ligne suivante</translation>
    </message>
    <message>
        <source>&amp;Open Repertoire…</source>
        <translation>&amp;Ouvrir un répertoire…</translation>
    </message>
    <message>
        <source>Your name in your games</source>
        <translation>Votre nom dans vos parties</translation>
    </message>
    <message>
        <source>Check &amp;Games…</source>
        <translation>Vérifier les &amp;parties…</translation>
    </message>
    <message>
        <source>Where your games left the repertoire: by you or by your opponent</source>
        <translation>Où vos parties ont quitté le répertoire : par vous ou par l&apos;adversaire</translation>
    </message>
    <message>
        <source>No repertoire</source>
        <translation>Aucun répertoire</translation>
    </message>
    <message>
        <source>Open a PGN file with your repertoire&apos;s lines and variations.</source>
        <translation>Ouvrez un fichier PGN avec les lignes et variantes de votre répertoire.</translation>
    </message>
    <message>
        <source>%1 has no games.</source>
        <translation>%1 ne contient aucune partie.</translation>
    </message>
    <message>
        <source>%1 has no position with %2 to move and a move after it.</source>
        <translation>%1 n&apos;a aucune position avec les %2 au trait et un coup ensuite.</translation>
    </message>
    <message>
        <source>Open Repertoire</source>
        <translation>Ouvrir un répertoire</translation>
    </message>
    <message>
        <source>PGN files (*.pgn *.pgn.gz);;All files (*)</source>
        <translation>Fichiers PGN (*.pgn *.pgn.gz);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Check Your Games Against the Repertoire</source>
        <translation>Comparer vos parties au répertoire</translation>
    </message>
    <message>
        <source>%1 cards · new %2 · due %3 · learned %4</source>
        <translation>%1 cartes · nouvelles %2 · dues %3 · apprises %4</translation>
    </message>
    <message>
        <source>%1 · line %2</source>
        <translation>%1 · ligne %2</translation>
    </message>
    <message>
        <source>End of the line. %1. Next Line goes on.</source>
        <translation>Fin de la ligne. %1. Ligne suivante continue.</translation>
    </message>
    <message>
        <source>a new card</source>
        <translation>une nouvelle carte</translation>
    </message>
    <message>
        <source>due today</source>
        <translation>due aujourd&apos;hui</translation>
    </message>
    <message>
        <source>not due: practice</source>
        <translation>pas due : entraînement</translation>
    </message>
    <message>
        <source>Your move (%1).</source>
        <translation>À vous de jouer (%1).</translation>
    </message>
    <message>
        <source>The repertoire plays %1 here. Play it to go on.</source>
        <translation>Le répertoire joue %1 ici. Jouez-le pour continuer.</translation>
    </message>
    <message>
        <source>%1 is not in your repertoire. Try again, or Show Move.</source>
        <translation>%1 n&apos;est pas dans votre répertoire. Réessayez, ou Montrer le coup.</translation>
    </message>
    <message>
        <source>%1: right. </source>
        <translation>%1 : juste. </translation>
    </message>
    <message>
        <source>Open a repertoire first.</source>
        <translation>Ouvrez d&apos;abord un répertoire.</translation>
    </message>
    <message>
        <source>Game %1, %2 - %3: %4</source>
        <translation>Partie %1, %2 - %3 : %4</translation>
    </message>
    <message>
        <source>%1 games checked: you left the repertoire in %2, your opponents in %3.</source>
        <translation>%1 parties vérifiées : vous avez quitté le répertoire dans %2, vos adversaires dans %3.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::SetupBoard</name>
    <message>
        <source>Position editor board</source>
        <translation>Échiquier de l&apos;éditeur de position</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::SetupDialog</name>
    <message>
        <source>White&apos;s king-side castling (O-O)</source>
        <translation>Petit roque des Blancs (O-O)</translation>
    </message>
    <message>
        <source>White&apos;s queen-side castling (O-O-O)</source>
        <translation>Grand roque des Blancs (O-O-O)</translation>
    </message>
    <message>
        <source>Black&apos;s king-side castling (O-O)</source>
        <translation>Petit roque des Noirs (O-O)</translation>
    </message>
    <message>
        <source>Black&apos;s queen-side castling (O-O-O)</source>
        <translation>Grand roque des Noirs (O-O-O)</translation>
    </message>
    <message>
        <source>The board is empty.</source>
        <translation>L&apos;échiquier est vide.</translation>
    </message>
    <message>
        <source>White has no king.</source>
        <translation>Les Blancs n&apos;ont pas de roi.</translation>
    </message>
    <message>
        <source>Black has no king.</source>
        <translation>Les Noirs n&apos;ont pas de roi.</translation>
    </message>
    <message>
        <source>White has %1 kings; a side has exactly one.</source>
        <translation>Les Blancs ont %1 rois&#xa0;; un camp en a exactement un.</translation>
    </message>
    <message>
        <source>Black has %1 kings; a side has exactly one.</source>
        <translation>Les Noirs ont %1 rois&#xa0;; un camp en a exactement un.</translation>
    </message>
    <message>
        <source>White has %1 pieces; at most 16 are possible.</source>
        <translation>Les Blancs ont %1 pièces&#xa0;; 16 au plus sont possibles.</translation>
    </message>
    <message>
        <source>Black has %1 pieces; at most 16 are possible.</source>
        <translation>Les Noirs ont %1 pièces&#xa0;; 16 au plus sont possibles.</translation>
    </message>
    <message>
        <source>White has %1 pawns; at most 8 are possible.</source>
        <translation>Les Blancs ont %1 pions&#xa0;; 8 au plus sont possibles.</translation>
    </message>
    <message>
        <source>Black has %1 pawns; at most 8 are possible.</source>
        <translation>Les Noirs ont %1 pions&#xa0;; 8 au plus sont possibles.</translation>
    </message>
    <message>
        <source>A pawn cannot stand on the first or last rank: %1.</source>
        <translation>Un pion ne peut pas se trouver sur la première ou la dernière rangée&#xa0;: %1.</translation>
    </message>
    <message>
        <source>A castling rook must stand on the first or last rank, not on %1.</source>
        <translation>Une tour de roque doit se trouver sur la première ou la dernière rangée, pas sur %1.</translation>
    </message>
    <message>
        <source>%1 needs a rook on %2.</source>
        <translation>%1 demande une tour en %2.</translation>
    </message>
    <message>
        <source>%1 needs the king on its first rank.</source>
        <translation>%1 demande le roi sur sa première rangée.</translation>
    </message>
    <message>
        <source>The en passant square %1 does not follow a double step of a black pawn.</source>
        <translation>La case en passant %1 ne suit pas une avance double d&apos;un pion noir.</translation>
    </message>
    <message>
        <source>The en passant square %1 does not follow a double step of a white pawn.</source>
        <translation>La case en passant %1 ne suit pas une avance double d&apos;un pion blanc.</translation>
    </message>
    <message>
        <source>Black is in check, but it is White to move.</source>
        <translation>Les Noirs sont en échec, mais le trait est aux Blancs.</translation>
    </message>
    <message>
        <source>White is in check, but it is Black to move.</source>
        <translation>Les Blancs sont en échec, mais le trait est aux Noirs.</translation>
    </message>
    <message>
        <source>White is in check in a way no legal move can give.</source>
        <translation>Les Blancs sont en échec d&apos;une façon qu&apos;aucun coup légal ne peut produire.</translation>
    </message>
    <message>
        <source>Black is in check in a way no legal move can give.</source>
        <translation>Les Noirs sont en échec d&apos;une façon qu&apos;aucun coup légal ne peut produire.</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Blancs</translation>
    </message>
    <message>
        <source>B&amp;lack</source>
        <translation>&amp;Noirs</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Mettre en place une position</translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation>&amp;Vider l&apos;échiquier</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>Position de &amp;départ</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Tourner l&apos;échiquier</translation>
    </message>
    <message>
        <source>&amp;Transform</source>
        <extracomment>Menu button: mirror, flip or shift the position on the board</extracomment>
        <translation>Transf&amp;ormer</translation>
    </message>
    <message>
        <source>&amp;Mirror (Colours Swapped)</source>
        <translation>&amp;Miroir (couleurs échangées)</translation>
    </message>
    <message>
        <source>Flip &amp;Vertically</source>
        <translation>Retourner &amp;verticalement</translation>
    </message>
    <message>
        <source>Flip &amp;Horizontally</source>
        <translation>Retourner &amp;horizontalement</translation>
    </message>
    <message>
        <source>Flip on the a1-h8 &amp;Diagonal</source>
        <translation>Retourner sur la &amp;diagonale a1-h8</translation>
    </message>
    <message>
        <source>Flip on the h1-a8 Diagonal</source>
        <translation>Retourner sur la diagonale h1-a8</translation>
    </message>
    <message>
        <source>Shift &amp;Up</source>
        <translation>Décaler vers le &amp;haut</translation>
    </message>
    <message>
        <source>Shift &amp;Down</source>
        <translation>Décaler vers le &amp;bas</translation>
    </message>
    <message>
        <source>Shift &amp;Left</source>
        <translation>Décaler vers la &amp;gauche</translation>
    </message>
    <message>
        <source>Shift &amp;Right</source>
        <translation>Décaler vers la d&amp;roite</translation>
    </message>
    <message>
        <source>Chess960 Start by &amp;Number…</source>
        <translation>Départ Chess960 par &amp;numéro…</translation>
    </message>
    <message>
        <source>Chess960 Start</source>
        <translation>Départ Chess960</translation>
    </message>
    <message>
        <source>Start position number (0-959; 518 is the standard one):</source>
        <translation>Numéro de la position de départ (0-959&#xa0;; 518 est la standard)&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Random Chess960 Start</source>
        <translation>Départ Chess960 &amp;aléatoire</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Camp au trait</translation>
    </message>
    <message>
        <source>Castling rights</source>
        <translation>Droits de roque</translation>
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
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Move state</source>
        <translation>État du jeu</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>&amp;En passant&#xa0;:</translation>
    </message>
    <message>
        <source>Plies since the last capture or pawn move (the fifty-move rule)</source>
        <translation>Demi-coups depuis la dernière prise ou le dernier coup de pion (règle des cinquante coups)</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>&amp;Compteur de demi-coups&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation>Numéro du co&amp;up&#xa0;:</translation>
    </message>
    <message>
        <source>FE&amp;N:</source>
        <translation>&amp;FEN&#xa0;:</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>pion</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>cavalier</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>fou</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>tour</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>roi</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 is a colour (White, Black), %2 a piece (king, pawn...)</extracomment>
        <translation>%2 (%1)</translation>
    </message>
    <message>
        <source>Eraser</source>
        <extracomment>Tool of the position editor that clears squares</extracomment>
        <translation>Gomme</translation>
    </message>
    <message>
        <source>Clear squares (a right-click clears one with any tool)</source>
        <translation>Vider des cases (un clic droit en vide une avec n&apos;importe quel outil)</translation>
    </message>
    <message>
        <source>Click to place, drag to move, right-click to clear.</source>
        <translation>Cliquer pour poser, glisser pour déplacer, clic droit pour vider.</translation>
    </message>
    <message>
        <source>FEN: %1</source>
        <translation>FEN&#xa0;: %1</translation>
    </message>
    <message>
        <source>A legal position, White to move</source>
        <translation>Une position légale, trait aux Blancs</translation>
    </message>
    <message>
        <source>A legal position, Black to move</source>
        <translation>Une position légale, trait aux Noirs</translation>
    </message>
    <message>
        <source> (Chess960 castling)</source>
        <translation> (roque Chess960)</translation>
    </message>
    <message>
        <source>, in check</source>
        <translation>, en échec</translation>
    </message>
    <message>
        <source>Cannot do that: %1.</source>
        <translation>Impossible&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Chess</source>
        <translation>Échecs</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>Var&amp;iante :</translation>
    </message>
    <message>
        <source>Co&amp;unters</source>
        <translation>Co&amp;mpteurs</translation>
    </message>
    <message>
        <source>Cop&amp;y EPD</source>
        <translation>Copie&amp;r l&apos;EPD</translation>
    </message>
    <message>
        <source>Append EPD to F&amp;ile…</source>
        <translation>A&amp;jouter l&apos;EPD à un fichier…</translation>
    </message>
    <message>
        <source>EP&amp;D:</source>
        <extracomment>EPD operations, e.g. bm Nf3; id &quot;test 1&quot;; (PGN standard 16.2)</extracomment>
        <translation>E&amp;PD&#xa0;:</translation>
    </message>
    <message>
        <source>operations, e.g. bm Nf3; id &quot;Test 1&quot;;</source>
        <translation>opérations, p. ex. bm Nf3; id &quot;Test 1&quot;;</translation>
    </message>
    <message>
        <source>EPD operations written after the position: bm (best moves) and am (moves to avoid) in any notation, id, c0-c9 comments, ce, dm, pv</source>
        <translation>Opérations EPD écrites après la position : bm (meilleurs coups) et am (coups à éviter) dans toute notation, id, commentaires c0-c9, ce, dm, pv</translation>
    </message>
    <message>
        <source>Write the halfmove clock and the move number as hmvc and fmvn</source>
        <translation>Écrire le compteur de demi-coups et le numéro du coup comme hmvc et fmvn</translation>
    </message>
    <message>
        <source>&amp;Paste FEN/EPD</source>
        <translation>Co&amp;ller FEN/EPD</translation>
    </message>
    <message>
        <source>EPD: %1</source>
        <translation>EPD&#xa0;: %1</translation>
    </message>
    <message>
        <source>There is no FEN or EPD to read.</source>
        <translation>Il n&apos;y a ni FEN ni EPD à lire.</translation>
    </message>
    <message>
        <source>Not read: %1</source>
        <translation>Non lu&#xa0;: %1</translation>
    </message>
    <message>
        <source>EPD operations, column %1: %2</source>
        <translation>Opérations EPD, colonne %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>EPD operation %1: %2</source>
        <translation>Opération EPD %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>EPD operation pv: %1</source>
        <translation>Opération EPD pv&#xa0;: %1</translation>
    </message>
    <message>
        <source>The position is not legal, so it cannot be written as EPD.</source>
        <translation>La position n&apos;est pas légale&#xa0;: elle ne peut pas être écrite en EPD.</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>Copié&#xa0;: %1</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Append EPD to File</source>
        <translation>Ajouter l&apos;EPD à un fichier</translation>
    </message>
    <message>
        <source>EPD files (*.epd);;All files (*)</source>
        <translation>Fichiers EPD (*.epd);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Appended to %1.</source>
        <translation>Ajouté à %1.</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Board and notation</source>
        <translation>Échiquier et notation</translation>
    </message>
    <message>
        <source>Type a move (e4, Nf3, e2e4, O-O), then Enter</source>
        <translation>Saisir un coup (e4, Nf3, e2e4, O-O), puis Entrée</translation>
    </message>
    <message>
        <source>a–h, N, B, R, Q, K, O</source>
        <translation>a–h, N, B, R, Q, K, O</translation>
    </message>
    <message>
        <source>Type a symbol (!, ?, !!, ??, !?, ?!, =, +=, +-, ~), then Enter</source>
        <translation>Saisir un symbole (!, ?, !!, ??, !?, ?!, =, +=, +-, ~), puis Entrée</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::TablebaseMoveModel</name>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2)&#xa0;: %3</translation>
    </message>
    <message>
        <source>, checkmate</source>
        <translation>, échec et mat</translation>
    </message>
    <message>
        <source>, resets the 50-move count</source>
        <translation>, remet à zéro le compte des 50 coups</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
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
        <translation>Syzygy&#xa0;: demi-coups jusqu&apos;à la prochaine prise ou le prochain coup de pion avec le meilleur jeu, ce coup compris (négatif&#xa0;: ceux de l&apos;adversaire)</translation>
    </message>
    <message>
        <source>Gaviota: moves to mate (#-n: mated in n)</source>
        <translation>Gaviota&#xa0;: coups jusqu&apos;au mat (#-n&#xa0;: maté en n)</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::TablebasePane</name>
    <message>
        <source>Win</source>
        <extracomment>Tablebase results (nouns): win, win the 50-move rule spoils (&quot;cursed&quot;), draw, loss the 50-move rule saves (&quot;blessed&quot;), loss</extracomment>
        <translation>Gain</translation>
    </message>
    <message>
        <source>Cursed win</source>
        <translation>Gain maudit</translation>
    </message>
    <message>
        <source>Draw</source>
        <extracomment>Tablebase result: the position is a draw (noun)</extracomment>
        <translation>Nulle</translation>
    </message>
    <message>
        <source>Blessed loss</source>
        <translation>Perte bénie</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Perte</translation>
    </message>
    <message>
        <source>Play the tablebase</source>
        <translation>Jouer contre les tables</translation>
    </message>
    <message>
        <source>Answer each of your moves with the tables&apos; best move for the other side, while the position is in the tables</source>
        <translation>Répondre à chacun de vos coups par le meilleur coup des tables pour l&apos;autre camp, tant que la position y figure</translation>
    </message>
    <message>
        <source>Tables</source>
        <extracomment>Button: the tablebase folders (endgame tables)</extracomment>
        <translation>Tables</translation>
    </message>
    <message>
        <source>Add &amp;Syzygy Folder…</source>
        <translation>Ajouter un dossier &amp;Syzygy…</translation>
    </message>
    <message>
        <source>Add Syzygy Folder</source>
        <translation>Ajouter un dossier Syzygy</translation>
    </message>
    <message>
        <source>Add &amp;Gaviota Folder…</source>
        <translation>Ajouter un dossier &amp;Gaviota…</translation>
    </message>
    <message>
        <source>Add Gaviota Folder</source>
        <translation>Ajouter un dossier Gaviota</translation>
    </message>
    <message>
        <source>&amp;Forget Added Folders</source>
        <translation>&amp;Oublier les dossiers ajoutés</translation>
    </message>
    <message>
        <source>Looking for tables…</source>
        <translation>Recherche des tables…</translation>
    </message>
    <message numerus="yes">
        <source>Syzygy up to %n pieces</source>
        <translation>
            <numerusform>Syzygy jusqu&apos;à %n pièce</numerusform>
            <numerusform>Syzygy jusqu&apos;à %n pièces</numerusform>
        </translation>
    </message>
    <message>
        <source>no Syzygy tables</source>
        <translation>pas de tables Syzygy</translation>
    </message>
    <message numerus="yes">
        <source>Gaviota up to %n pieces</source>
        <translation>
            <numerusform>Gaviota jusqu&apos;à %n pièce</numerusform>
            <numerusform>Gaviota jusqu&apos;à %n pièces</numerusform>
        </translation>
    </message>
    <message>
        <source>no Gaviota tables</source>
        <translation>pas de tables Gaviota</translation>
    </message>
    <message>
        <source>Syzygy folders:
%1
Gaviota folders:
%2</source>
        <translation>Dossiers Syzygy&#xa0;:
%1
Dossiers Gaviota&#xa0;:
%2</translation>
    </message>
    <message>
        <source>
Problems:
%1</source>
        <translation>
Problèmes&#xa0;:
%1</translation>
    </message>
    <message>
        <source>Not in the tables: positions with castling rights never are.</source>
        <translation>Absente des tables&#xa0;: les positions avec droits de roque n&apos;y sont jamais.</translation>
    </message>
    <message numerus="yes">
        <source>Not in the tables: %n pieces on the board.</source>
        <translation>
            <numerusform>Absente des tables&#xa0;: %n pièce sur l&apos;échiquier.</numerusform>
            <numerusform>Absente des tables&#xa0;: %n pièces sur l&apos;échiquier.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not in the tables found: %1</source>
        <translation>Absente des tables trouvées&#xa0;: %1</translation>
    </message>
    <message>
        <source>A table cannot be read: %1</source>
        <translation>Une table ne peut pas être lue&#xa0;: %1</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <source>Cursed win for %1: the 50-move rule draws it</source>
        <translation>Gain maudit pour %1&#xa0;: la règle des 50 coups le rend nul</translation>
    </message>
    <message>
        <source>Blessed loss for %1: the 50-move rule saves it</source>
        <translation>Perte bénie pour %1&#xa0;: la règle des 50 coups la sauve</translation>
    </message>
    <message>
        <source>%1 loses</source>
        <translation>%1 perd</translation>
    </message>
    <message>
        <source>DTZ %1</source>
        <translation>DTZ %1</translation>
    </message>
    <message numerus="yes">
        <source>mate in %n</source>
        <translation>
            <numerusform>mat en %n</numerusform>
            <numerusform>mat en %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mated in %n</source>
        <translation>
            <numerusform>maté en %n</numerusform>
            <numerusform>maté en %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Missing: %1</source>
        <translation>Tables manquantes : %1</translation>
    </message>
    <message>
        <source>Standard chess only: the tables do not cover %1.</source>
        <translation>Échecs classiques seulement : les tables ne couvrent pas %1.</translation>
    </message>
    <message>
        <source>Neither the local tables nor lichess&apos;s know this position.</source>
        <translation>Ni les tables locales ni celles de lichess ne connaissent cette position.</translation>
    </message>
    <message>
        <source>Asking lichess&apos;s tablebase…</source>
        <translation>Interrogation des tables de finales de lichess…</translation>
    </message>
    <message>
        <source>online (lichess)</source>
        <extracomment>The tablebase answer came from lichess&apos;s server, not the local tables</extracomment>
        <translation>en ligne (lichess)</translation>
    </message>
    <message>
        <source>lichess&apos;s tablebase could not be asked: %1</source>
        <translation>La base de finales de lichess n&apos;a pas pu être interrogée : %1</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::TournamentWindow</name>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Démarrer</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>A&amp;rrêter</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>The engines that play (for a gauntlet, the first checked one meets all the others)</source>
        <translation>Les moteurs qui jouent (pour un gauntlet, le premier coché rencontre tous les autres)</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Toutes rondes</translation>
    </message>
    <message>
        <source>Gauntlet</source>
        <translation>Gauntlet</translation>
    </message>
    <message>
        <source>Games each pair plays, colours alternating</source>
        <translation>Parties jouées par chaque paire, couleurs alternées</translation>
    </message>
    <message>
        <source>Games played at once, each with its own engine processes</source>
        <translation>Parties jouées en même temps, chacune avec ses propres processus de moteur</translation>
    </message>
    <message>
        <source>300+2, 40/5400+30:1800+30, movetime=1, depth=12, nodes=100000</source>
        <translation>300+2, 40/5400+30:1800+30, movetime=1, depth=12, nodes=100000</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Position initiale</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Tournament games</source>
        <translation>Parties du tournoi</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>Ouvertures</translation>
    </message>
    <message>
        <source>&amp;Engines:</source>
        <translation>&amp;Moteurs :</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format :</translation>
    </message>
    <message>
        <source>&amp;Rounds:</source>
        <translation>R&amp;ondes :</translation>
    </message>
    <message>
        <source>Time &amp;control:</source>
        <translation>&amp;Cadence :</translation>
    </message>
    <message>
        <source>Games at &amp;once:</source>
        <translation>Parties &amp;simultanées :</translation>
    </message>
    <message>
        <source>O&amp;penings:</source>
        <translation>O&amp;uvertures :</translation>
    </message>
    <message>
        <source>Openings (*.pgn *.epd);;All files (*)</source>
        <translation>Ouvertures (*.pgn *.epd);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>&amp;Output PGN:</source>
        <translation>PGN de so&amp;rtie :</translation>
    </message>
    <message>
        <source>PGN (*.pgn)</source>
        <translation>PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Moteur</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
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
        <translation>N</translation>
    </message>
    <message>
        <source>L</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Tableau croisé</translation>
    </message>
    <message>
        <source>Games being played</source>
        <translation>Parties en cours</translation>
    </message>
    <message>
        <source>Check two engines or more.</source>
        <translation>Cochez deux moteurs ou plus.</translation>
    </message>
    <message>
        <source>Time control: %1</source>
        <translation>Cadence : %1</translation>
    </message>
    <message>
        <source>Openings: %1</source>
        <translation>Ouvertures : %1</translation>
    </message>
    <message>
        <source>Choose the output PGN file.</source>
        <translation>Choisissez le fichier PGN de sortie.</translation>
    </message>
    <message>
        <source>Continuing the event saved in %1: %2 games already played.</source>
        <translation>Reprise du tournoi enregistré dans %1 : %2 parties déjà jouées.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>Re&amp;prendre</translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 games; Start continues the event.</source>
        <translation>Arrêté après %1 parties sur %2 ; Démarrer reprend le tournoi.</translation>
    </message>
    <message>
        <source>Game %1: %2 – %3, move %4</source>
        <translation>Partie %1 : %2 – %3, coup %4</translation>
    </message>
    <message>
        <source>%1 of %2 games played, %3 running%4</source>
        <translation>%1 parties jouées sur %2, %3 en cours%4</translation>
    </message>
    <message>
        <source>; paused: no new game starts</source>
        <translation>; en pause : aucune nouvelle partie ne commence</translation>
    </message>
    <message>
        <source>Finished: %1 games in %2.</source>
        <translation>Terminé : %1 parties en %2.</translation>
    </message>
    <message>
        <source>%1: %2 – %3</source>
        <extracomment>A running tournament game under its board: number, White – Black</extracomment>
        <translation>%1 : %2 – %3</translation>
    </message>
</context>
<context>
    <name>kibitz::ui::UnsavedGamesDialog</name>
    <message>
        <source>Unsaved Games</source>
        <translation>Parties non enregistrées</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) have changes that are not saved. Save the checked ones before quitting?</source>
        <translation>
            <numerusform>%n partie a des modifications non enregistrées. Enregistrer les parties cochées avant de quitter&#xa0;?</numerusform>
            <numerusform>%n parties ont des modifications non enregistrées. Enregistrer les parties cochées avant de quitter&#xa0;?</numerusform>
        </translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>&amp;Save All</source>
        <translation>&amp;Tout enregistrer</translation>
    </message>
    <message>
        <source>&amp;Discard All</source>
        <translation>Tout &amp;abandonner</translation>
    </message>
    <message>
        <source>%1 (tab %2)</source>
        <translation>%1 (onglet %2)</translation>
    </message>
    <message>
        <source>&amp;Save Checked</source>
        <translation>Enregistrer les parties &amp;cochées</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Kibitz, a chess workbench</source>
        <translation>Kibitz, un atelier d&apos;échecs</translation>
    </message>
    <message>
        <source>PGN files to open, each in a tab.</source>
        <translation>Fichiers PGN à ouvrir, chacun dans un onglet.</translation>
    </message>
    <message>
        <source>Start a new game from the position FEN.</source>
        <translation>Commencer une nouvelle partie depuis la position FEN.</translation>
    </message>
    <message>
        <source>Open game number N of the file (from 1).</source>
        <translation>Ouvrir la partie numéro N du fichier (à partir de 1).</translation>
    </message>
    <message>
        <source>Show Kibitz in LANGUAGE (en, de, fr, es; pseudo shows texts left untranslated).</source>
        <translation>Afficher Kibitz en LANGUAGE (en, de, fr, es&#xa0;; pseudo montre les textes non traduits).</translation>
    </message>
</context>
</TS>
