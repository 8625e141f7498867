// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// GameDocument: one game being looked at and edited. It owns the game tree, the current
// node and an undo stack. Views read it (game(), currentNode(), position()) and send it
// intentions (requestMove, promote, setCommentAfter, ...); it validates them with core/chess,
// changes itself only through undo commands, and says what changed:
//
//   currentNodeChanged  the node shown moved (navigation, or an edit that moved it)
//   treeAboutToChange   nodes are about to be added, removed, reordered or re-annotated;
//                       node pointers held by views may dangle afterwards
//   treeChanged         ... and they have been
//   headersChanged      a tag changed
//   modifiedChanged     the undo stack left or reached its clean state
//
// Navigation is not an edit: it is not undoable and does not mark the document modified.
// Undo and redo move the current node to where the edit happened, so the user sees it.

#include "chess/position.h"
#include "chess/status.h"
#include "pgn/comment.h"
#include "pgn/game.h"
#include "pgn/reader.h"

#include <QObject>
#include <QString>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

class QUndoStack;

namespace kibitz::model {

class GameCommand;

struct DocumentError {
    QString path;           // the file concerned, when there is one
    QString message;        // translated, for a message box
    bool needsUtf8 = false; // a Latin-1 file cannot hold the text: ask, then save(true)
};

class GameDocument : public QObject {
    Q_OBJECT

public:
    explicit GameDocument(QObject* parent = nullptr);
    ~GameDocument() override;

    // ---- Reading
    [[nodiscard]] const pgn::Game& game() const { return m_game; }
    [[nodiscard]] const pgn::Node* currentNode() const { return m_current; }
    [[nodiscard]] const chess::Position& position() const { return m_current->position(); }
    // Checkmate, stalemate, draws and claims at the current node, repetitions counted along
    // the line from the start of the game.
    [[nodiscard]] chess::GameStatus status() const;
    [[nodiscard]] bool owns(const pgn::Node* node) const;
    // The moves from the game's start to the current node, for an engine that should see the
    // game and not only the position (repetitions, the fifty-move count). A null move cannot
    // be sent to an engine: the line then starts at the position after the last one.
    struct Line {
        chess::Position start;
        std::vector<chess::Move> moves;
    };
    [[nodiscard]] Line lineToCurrent() const;

    [[nodiscard]] QUndoStack* undoStack() const { return m_undo.get(); }
    [[nodiscard]] bool isModified() const;

    // The file the game came from (empty for a new game) and its index among the file's games.
    [[nodiscard]] QString filePath() const { return m_filePath; }
    [[nodiscard]] int gameIndex() const { return m_gameIndex; }
    // The game's number in its file changed (games before it were deleted from a database).
    void setGameIndex(int index) { m_gameIndex = index; }
    // "White – Black" when known (with the date and hour it began when the game has a Time
    // tag, as games played here do: "Player – Kibitz, 2026-12-02 00:31"), else the file name,
    // else "Untitled".
    [[nodiscard]] QString title() const;

    // ---- Navigation (not undoable)
    bool goTo(const pgn::Node* node); // false when node is not in this game
    bool forward();                   // main continuation of the current node
    bool back();
    void toStart();
    void toEnd();         // end of the current line
    bool nextVariation(); // the current move's next sibling
    bool previousVariation();

    // ---- Editing intentions. Each returns false and changes nothing when it does not apply.
    // A move from the board: from/to as the user dragged them. Castling may be given as the
    // king's target square or as the king onto its own rook. promotion is needed (and only
    // accepted) for a pawn reaching the last rank. Plays into an existing child when there
    // is one (navigation, not an edit); otherwise adds a node, as a new variation when the
    // current node already has a continuation.
    bool requestMove(chess::Square from, chess::Square to,
                     chess::PieceType promotion = chess::PieceType::None);
    bool playMove(chess::Move move); // a legal move in the current position

    // Where a move goes when the current node already continues with another (ChessBase's
    // choice when a move is entered there):
    enum class NewMove : std::uint8_t {
        Variation, // a new variation beside the continuation (playMove's way)
        MainLine,  // a new variation made the main continuation; the old one becomes a variation
        Overwrite, // replaces the continuation and all that follows it
        Insert,    // replaces the continuation's move and keeps the moves after it, with their
                   // comments and NAGs, as far as they stay legal (a move corrected in place)
    };
    // The legal move in the current position, entered as how says, as one undo step; the new
    // move becomes the current node. A move the node already has is followed (navigation),
    // and a node without a continuation takes the move as its continuation, whatever how says.
    bool enterMove(chess::Move move, NewMove how);
    // Whether entering move here is a choice (the node continues with another move).
    [[nodiscard]] bool entersBesideContinuation(chess::Move move) const;
    // The legal move (from, to, promotion) describes here, or Move::none().
    [[nodiscard]] chess::Move matchMove(chess::Square from, chess::Square to,
                                        chess::PieceType promotion) const;

    // A line (an engine's, say) at node: moves must be legal in turn from node's position.
    // Moves the tree already has are followed; the rest become one new variation where the
    // line leaves the tree (the main continuation if that node had none). The current node
    // stays where it is. False when a move is illegal or the whole line is already there.
    bool insertLine(const pgn::Node* node, const std::vector<chess::Move>& moves);

    bool deleteVariation(const pgn::Node* node);
    bool deleteFrom(const pgn::Node* node);
    bool promoteVariation(const pgn::Node* node);
    bool demoteVariation(const pgn::Node* node);
    bool promoteToMainLine(const pgn::Node* node);

    bool setCommentBefore(const pgn::Node* node, const QString& text);
    bool setCommentAfter(const pgn::Node* node, const QString& text);
    bool setNags(const pgn::Node* node, std::vector<std::uint8_t> nags);
    // Adds the NAG, or removes it when present. Move assessments ($1-$6) exclude each
    // other, as do position assessments ($10-$19): setting one replaces its kin.
    bool toggleNag(const pgn::Node* node, std::uint8_t nag);
    // Arrows and coloured squares ([%cal]/[%csl] in the comment after the node's move):
    // the same mark again removes it; the same squares in another colour recolour it.
    bool toggleArrow(const pgn::Node* node, const pgn::Arrow& arrow);
    bool toggleSquareMark(const pgn::Node* node, const pgn::SquareMark& mark);

    bool setHeader(const QString& name, const QString& value);
    // "1-0", "0-1", "1/2-1/2" or "*"; false for anything else or no change. A move that
    // ends the game (mate, stalemate, dead position, fivefold, 75 moves) at the end of the
    // main line of a game without a result writes the result itself, in the move's undo step.
    bool setResult(const QString& result);
    bool setResult(chess::Result result);
    bool removeHeader(const QString& name);
    // Replaces all tags at once (the header editor's OK): one undoable command, however
    // many tags were added, renamed, changed or removed. The Seven Tag Roster stays (pgn::
    // Headers keeps it); false when nothing changes.
    bool setHeaders(const pgn::Headers& headers);

    // ---- Whole documents (these clear the undo history)
    void newGame();
    void newGame(const chess::Position& start);
    // readErrors: what could not be read of the game's text (the game then holds the text it
    // could not read in comments, pgn::unreadComment), for readErrors().
    void setGame(pgn::Game game, const QString& filePath = {}, int gameIndex = 0,
                 std::vector<pgn::PgnError> readErrors = {});
    // Brings the game in step with one recorded elsewhere (a game being played), keeping
    // what the user added meanwhile: the moves both main lines share stay, with their
    // comments, NAGs and variations; the record's further moves are appended with theirs;
    // main-line moves the record no longer has (a takeback) are removed, and with them the
    // undo history, whose commands may name them. The headers become the record's. Not
    // undoable, and not a change to save: the record is the truth. A record from another
    // starting position replaces the game (as setGame, keeping file and index). A comment
    // the record changed on a move both have gets the record's addition after the user's text.
    void followRecord(const pgn::Game& record);
    // Marks the document as holding changes its file lacks, with no undo history (a game
    // restored from an autosave). Undoing cannot make it clean; saving does.
    void markModified();
    // Reads game number index of a PGN file (plain or gzipped, any encoding pgn::readPgnFile
    // reads). A game Kibitz cannot read whole opens with what it could read, the rest kept
    // in comments where it stood; readErrors() says what and where (lines of the file).
    std::optional<DocumentError> loadFile(const QString& path, int index = 0);
    // What could not be read of the game when it was loaded (empty for a game read whole, or
    // one not read from text). Kept until another game replaces this one.
    [[nodiscard]] const std::vector<pgn::PgnError>& readErrors() const { return m_readErrors; }
    // Reads the first game of PGN text, or a FEN. For pasting.
    std::optional<DocumentError> loadText(const QString& text);
    // Writes the game into its file, replacing game gameIndex() and keeping the other games
    // byte for byte (those Kibitz cannot read too) in the file's own encoding, line ends and
    // compression; atomically. Marks the document clean. A Latin-1 file that cannot hold the
    // game's text is refused (needsUtf8) unless asUtf8, which writes the whole file as UTF-8.
    // An unmodified game is not written at all: its file holds it as it was read, byte for
    // byte, the text Kibitz could not read included.
    std::optional<DocumentError> save(bool asUtf8 = false);
    // After save(): how many other games of the file Kibitz could not read (kept whole).
    [[nodiscard]] std::uint32_t keptUnreadableGames() const { return m_keptUnreadable; }
    // The game was written where it belongs by someone else (a database it came from).
    void markSaved();
    // Writes the game alone to a new file (replacing it), which becomes the document's file.
    std::optional<DocumentError> saveAs(const QString& path);

signals:
    void currentNodeChanged(const kibitz::pgn::Node* node);
    void treeAboutToChange();
    void treeChanged();
    void headersChanged();
    void modifiedChanged(bool modified);
    void filePathChanged(const QString& path);
    // The whole game was replaced (new, load): everything held about it is stale.
    void documentReset();

private:
    friend class GameCommand;
    pgn::Node* mutableNode(const pgn::Node* node);
    void setCurrent(pgn::Node* node);
    void resetTo(pgn::Game game);
    bool push(std::unique_ptr<GameCommand> command);
    // setCommentBefore (before true) and setCommentAfter.
    bool setComment(const pgn::Node* node, bool before, const QString& text);

    pgn::Game m_game;
    std::optional<pgn::Game> m_followed; // the record followRecord was last given
    pgn::Node* m_current = nullptr;
    std::unique_ptr<QUndoStack> m_undo;
    QString m_filePath;
    int m_gameIndex = 0;
    std::uint32_t m_keptUnreadable = 0;
    std::vector<pgn::PgnError> m_readErrors;
};

} // namespace kibitz::model
