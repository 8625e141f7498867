// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/gamedocument.h"

#include "chess/result.h"
#include "database/database.h"

#include "chess/boardmove.h"
#include "chess/fen.h"
#include "chess/notation.h"
#include "io/atomic_file.h"
#include "model/gamecommands.h"
#include "pgn/builder.h"
#include "pgn/gamespans.h"
#include "pgn/input.h"
#include "pgn/rawfile.h"
#include "pgn/writer.h"

#include <QDate>
#include <QFileInfo>
#include <QTime>
#include <QUndoStack>

#include <algorithm>

namespace kibitz::model {

using chess::Move;
using chess::PieceType;
using chess::Square;

namespace {

// NAG families whose members exclude each other (PGN standard section 10): the move
// assessments $1-$6 and the position assessments $10-$19.
int nagFamily(std::uint8_t nag)
{
    if (nag >= 1 && nag <= 6) return 1;
    if (nag >= 10 && nag <= 19) return 2;
    return 0;
}

// The first move of the line node is on: the nearest ancestor-or-self that starts a
// variation, or the game's first move for the main line. Promoting or demoting a move
// moves its whole line among the alternatives it branched from.
const pgn::Node* lineStart(const pgn::Node* node)
{
    if (!node || node->isRoot()) return nullptr;
    while (node->isMainContinuation() && !node->parent()->isRoot()) node = node->parent();
    return node;
}

QString fromStd(const std::string& s)
{
    return QString::fromStdString(s);
}

// A game begun in Kibitz is dated today (PGN standard 8.1.1.3: the date it was played).
pgn::Game datedGame(const chess::Position& start)
{
    pgn::Game game(start);
    game.headers().set("Date",
                       QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")).toStdString());
    return game;
}

// A mark (an arrow, a coloured square) drawn again is taken away; drawn in another colour, it
// takes that colour; else it is added. isSame finds the mark at the same place.
template <class Mark, class IsSame>
void toggleMark(std::vector<Mark>& marks, const Mark& mark, IsSame isSame)
{
    auto same = std::find_if(marks.begin(), marks.end(), isSame);
    if (same == marks.end())
        marks.push_back(mark);
    else if (same->color == mark.color)
        marks.erase(same);
    else
        same->color = mark.color;
}

} // namespace

GameDocument::GameDocument(QObject* parent)
    : QObject(parent)
    , m_game(datedGame(chess::Position::startPosition()))
    , m_current(m_game.root())
    , m_undo(std::make_unique<QUndoStack>())
{
    connect(m_undo.get(), &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
}

GameDocument::~GameDocument()
{
    // The commands refer to this document; let them go while it is still whole, and without
    // the stack's last cleanChanged reaching listeners that would ask a half-destroyed stack.
    m_undo->disconnect(this);
    m_undo.reset();
}

// ---------------------------------------------------------------------------------------
// Reading

bool GameDocument::owns(const pgn::Node* node) const
{
    return contains(m_game, node);
}

bool GameDocument::isModified() const
{
    return !m_undo->isClean();
}

chess::GameStatus GameDocument::status() const
{
    std::vector<const pgn::Node*> line;
    for (const pgn::Node* n = m_current; n; n = n->parent()) line.push_back(n);
    chess::History history(line.back()->position());
    for (auto it = line.rbegin() + 1; it != line.rend(); ++it) history.push((*it)->position());
    return chess::gameStatus(m_current->position(), &history);
}

GameDocument::Line GameDocument::lineToCurrent() const
{
    std::vector<const pgn::Node*> path;
    for (const pgn::Node* n = m_current; n && !n->isRoot(); n = n->parent()) {
        if (n->move().isNull()) break;
        path.push_back(n);
    }
    Line line;
    line.start = path.empty() ? m_current->position() : path.back()->positionBefore();
    for (auto it = path.rbegin(); it != path.rend(); ++it) line.moves.push_back((*it)->move());
    return line;
}

QString GameDocument::title() const
{
    const auto white = m_game.headers().value("White", "?");
    const auto black = m_game.headers().value("Black", "?");
    if (white != "?" || black != "?") {
        QString players = tr("%1 – %2").arg(fromStd(white), fromStd(black));
        // A game with the hour it began (PGN standard 9.6.1, Time: a game played here) is
        // told from the other games between the same players by its date and time.
        const QDate date = QDate::fromString(fromStd(m_game.headers().value("Date", "?")),
                                             QStringLiteral("yyyy.MM.dd"));
        const QString timeTag = fromStd(m_game.headers().value("Time", "?"));
        QTime time = QTime::fromString(timeTag, QStringLiteral("HH:mm:ss"));
        if (!time.isValid()) time = QTime::fromString(timeTag, QStringLiteral("HH:mm"));
        if (date.isValid() && time.isValid())
            //: A game's title: the players, then the date and hour it began
            return tr("%1, %2 %3")
                .arg(players, date.toString(QStringLiteral("yyyy-MM-dd")),
                     time.toString(QStringLiteral("HH:mm")));
        return players;
    }
    if (!m_filePath.isEmpty()) return QFileInfo(m_filePath).fileName();
    return tr("Untitled");
}

pgn::Node* GameDocument::mutableNode(const pgn::Node* node)
{
    // The document hands out const pointers into its own tree; an intention naming one of
    // them may edit it.
    return owns(node) ? const_cast<pgn::Node*>(node) : nullptr;
}

// ---------------------------------------------------------------------------------------
// Navigation

void GameDocument::setCurrent(pgn::Node* node)
{
    if (!node || node == m_current) return;
    m_current = node;
    emit currentNodeChanged(m_current);
}

bool GameDocument::goTo(const pgn::Node* node)
{
    pgn::Node* n = mutableNode(node);
    if (!n) return false;
    setCurrent(n);
    return true;
}

bool GameDocument::forward()
{
    if (!m_current->next()) return false;
    setCurrent(m_current->next());
    return true;
}

bool GameDocument::back()
{
    if (m_current->isRoot()) return false;
    setCurrent(m_current->parent());
    return true;
}

void GameDocument::toStart()
{
    setCurrent(m_game.root());
}

void GameDocument::toEnd()
{
    setCurrent(m_current->end());
}

bool GameDocument::nextVariation()
{
    if (m_current->isRoot()) return false;
    pgn::Node* sibling = m_current->parent()->child(m_current->indexInParent() + 1);
    if (!sibling) return false;
    setCurrent(sibling);
    return true;
}

bool GameDocument::previousVariation()
{
    if (m_current->isRoot()) return false;
    const std::size_t i = m_current->indexInParent();
    if (i == 0) return false;
    setCurrent(m_current->parent()->child(i - 1));
    return true;
}

// ---------------------------------------------------------------------------------------
// Editing

bool GameDocument::push(std::unique_ptr<GameCommand> command)
{
    m_undo->push(command.release()); // runs redo()
    return true;
}

Move GameDocument::matchMove(Square from, Square to, PieceType promotion) const
{
    return chess::moveFromBoard(position(), from, to, promotion);
}

bool GameDocument::requestMove(Square from, Square to, PieceType promotion)
{
    if (!chess::isValid(from) || !chess::isValid(to)) return false;
    const Move m = matchMove(from, to, promotion);
    if (!m) return false;
    return playMove(m);
}

bool GameDocument::playMove(Move move)
{
    if (!move || !position().isLegal(move)) return false;
    if (pgn::Node* existing = m_current->findChild(move)) {
        setCurrent(existing);
        return true;
    }
    // A move that ends the game at the end of the main line also writes the result, in the
    // same undo step, unless the game already has one.
    const bool mayEndGame =
        m_current->isOnMainLine() && !m_current->next() && m_game.result() == "*";
    if (!mayEndGame) return push(std::make_unique<AddMoveCommand>(this, m_current, move));
    auto command = std::make_unique<AddMoveCommand>(this, m_current, move);
    m_undo->beginMacro(command->text());
    push(std::move(command));
    if (const chess::GameStatus s = status(); s.isOver()) setResult(s.outcome());
    m_undo->endMacro();
    return true;
}

bool GameDocument::entersBesideContinuation(Move move) const
{
    return m_current->childCount() > 0 && !m_current->findChild(move);
}

bool GameDocument::enterMove(Move move, NewMove how)
{
    if (!move || !position().isLegal(move)) return false;
    if (!entersBesideContinuation(move) || how == NewMove::Variation) return playMove(move);
    pgn::Node* at = m_current;
    const pgn::Node* old = at->next();
    // What Insert keeps: the moves after the old continuation's, with their words, while legal.
    struct Kept {
        Move move;
        std::string comment;
        std::vector<std::uint8_t> nags;
    };
    std::vector<Kept> kept;
    if (how == NewMove::Insert) {
        chess::Position pos = at->position().after(move);
        for (const pgn::Node* n = old->next(); n && pos.isLegal(n->move()); n = n->next()) {
            kept.push_back({n->move(), n->commentAfter(), n->nags()});
            pos.play(n->move());
        }
    }
    const QString san = fromStd(chess::toSan(position(), move));
    m_undo->beginMacro(how == NewMove::MainLine    ? tr("New main line %1").arg(san)
                       : how == NewMove::Overwrite ? tr("Overwrite with %1").arg(san)
                                                   : tr("Insert %1").arg(san));
    if (how != NewMove::MainLine)
        push(std::make_unique<RemoveSubtreeCommand>(this, old,
                                                    tr("Delete from %1").arg(fromStd(old->san()))));
    push(std::make_unique<AddMoveCommand>(this, at, move)); // appended: the last child
    const pgn::Node* added = m_current;
    while (added->indexInParent() > 0)
        push(std::make_unique<MoveVariationCommand>(this, added,
                                                    MoveVariationCommand::Direction::Up));
    if (!kept.empty()) {
        std::vector<Move> moves;
        moves.reserve(kept.size());
        for (const Kept& k : kept) moves.push_back(k.move);
        push(std::make_unique<AddLineCommand>(this, added, std::move(moves)));
        const pgn::Node* n = added;
        for (const Kept& k : kept) {
            n = n->next();
            if (!k.comment.empty())
                push(std::make_unique<SetCommentCommand>(this, n, SetCommentCommand::Where::After,
                                                         k.comment, tr("Edit comment")));
            if (!k.nags.empty()) push(std::make_unique<SetNagsCommand>(this, n, k.nags));
        }
    }
    m_undo->endMacro();
    setCurrent(mutableNode(added)); // the words' commands went to the moves they edit
    return true;
}

bool GameDocument::setResult(const QString& result)
{
    const auto typed = chess::parseResult(result.toStdString());
    return typed && setResult(*typed);
}

bool GameDocument::setResult(chess::Result result)
{
    return setHeader(QStringLiteral("Result"), QString::fromLatin1(chess::resultText(result)));
}

bool GameDocument::insertLine(const pgn::Node* node, const std::vector<Move>& moves)
{
    const pgn::Node* at = mutableNode(node);
    if (!at || moves.empty()) return false;
    chess::Position pos = at->position();
    for (Move m : moves) {
        if (!m || !pos.isLegal(m)) return false;
        pos.play(m);
    }
    std::size_t known = 0;
    while (known < moves.size()) {
        const pgn::Node* child = mutableNode(at)->findChild(moves[known]);
        if (!child) break;
        at = child;
        ++known;
    }
    if (known == moves.size()) return false;
    return push(std::make_unique<AddLineCommand>(
        this, at, std::vector<Move>(moves.begin() + std::ptrdiff_t(known), moves.end())));
}

bool GameDocument::deleteVariation(const pgn::Node* node)
{
    const pgn::Node* start = mutableNode(node);
    if (!start) return false;
    while (start->parent() && start->isMainContinuation()) start = start->parent();
    if (start->isRoot()) return false; // on the main line
    return push(std::make_unique<RemoveSubtreeCommand>(this, start, tr("Delete variation")));
}

bool GameDocument::deleteFrom(const pgn::Node* node)
{
    const pgn::Node* n = mutableNode(node);
    if (!n || n->isRoot()) return false;
    return push(std::make_unique<RemoveSubtreeCommand>(
        this, n, tr("Delete from %1").arg(fromStd(n->san()))));
}

bool GameDocument::promoteVariation(const pgn::Node* node)
{
    const pgn::Node* start = lineStart(mutableNode(node));
    if (!start || start->indexInParent() == 0) return false;
    return push(
        std::make_unique<MoveVariationCommand>(this, start, MoveVariationCommand::Direction::Up));
}

bool GameDocument::demoteVariation(const pgn::Node* node)
{
    const pgn::Node* start = lineStart(mutableNode(node));
    if (!start || start->indexInParent() + 1 >= start->parent()->childCount()) return false;
    return push(
        std::make_unique<MoveVariationCommand>(this, start, MoveVariationCommand::Direction::Down));
}

bool GameDocument::promoteToMainLine(const pgn::Node* node)
{
    const pgn::Node* n = mutableNode(node);
    if (!n || n->isOnMainLine()) return false;
    return push(std::make_unique<PromoteToMainLineCommand>(this, n));
}

bool GameDocument::setCommentBefore(const pgn::Node* node, const QString& text)
{
    return setComment(node, true, text);
}

bool GameDocument::setCommentAfter(const pgn::Node* node, const QString& text)
{
    return setComment(node, false, text);
}

bool GameDocument::setComment(const pgn::Node* node, bool before, const QString& text)
{
    const pgn::Node* n = mutableNode(node);
    if (!n) return false;
    std::string value = text.toStdString();
    if (value == (before ? n->commentBefore() : n->commentAfter())) return false;
    const auto where = before ? SetCommentCommand::Where::Before : SetCommentCommand::Where::After;
    return push(
        std::make_unique<SetCommentCommand>(this, n, where, std::move(value), tr("Edit comment")));
}

bool GameDocument::setNags(const pgn::Node* node, std::vector<std::uint8_t> nags)
{
    const pgn::Node* n = mutableNode(node);
    if (!n || n->isRoot() || nags == n->nags()) return false;
    return push(std::make_unique<SetNagsCommand>(this, n, std::move(nags)));
}

bool GameDocument::toggleNag(const pgn::Node* node, std::uint8_t nag)
{
    const pgn::Node* n = mutableNode(node);
    if (!n || n->isRoot() || nag == 0) return false;
    std::vector<std::uint8_t> nags = n->nags();
    if (n->hasNag(nag)) {
        std::erase(nags, nag);
    } else {
        if (const int family = nagFamily(nag))
            std::erase_if(nags,
                          [family](std::uint8_t other) { return nagFamily(other) == family; });
        nags.push_back(nag);
    }
    return setNags(n, std::move(nags));
}

bool GameDocument::toggleArrow(const pgn::Node* node, const pgn::Arrow& arrow)
{
    const pgn::Node* n = mutableNode(node);
    if (!n || !chess::isValid(arrow.from) || !chess::isValid(arrow.to) || arrow.from == arrow.to)
        return false;
    std::vector<pgn::Arrow> arrows = pgn::parseComment(n->commentAfter()).arrows;
    toggleMark(arrows, arrow,
               [&](const pgn::Arrow& a) { return a.from == arrow.from && a.to == arrow.to; });
    std::string comment = n->commentAfter();
    pgn::setArrows(comment, arrows);
    return push(std::make_unique<SetCommentCommand>(this, n, SetCommentCommand::Where::After,
                                                    std::move(comment), tr("Draw arrow")));
}

bool GameDocument::toggleSquareMark(const pgn::Node* node, const pgn::SquareMark& mark)
{
    const pgn::Node* n = mutableNode(node);
    if (!n || !chess::isValid(mark.square)) return false;
    std::vector<pgn::SquareMark> marks = pgn::parseComment(n->commentAfter()).squares;
    toggleMark(marks, mark, [&](const pgn::SquareMark& m) { return m.square == mark.square; });
    std::string comment = n->commentAfter();
    pgn::setSquareMarks(comment, marks);
    return push(std::make_unique<SetCommentCommand>(this, n, SetCommentCommand::Where::After,
                                                    std::move(comment), tr("Mark square")));
}

bool GameDocument::setHeader(const QString& name, const QString& value)
{
    const std::string n = name.trimmed().toStdString();
    const std::string v = value.toStdString();
    if (n.empty() || m_game.headers().get(n) == std::optional<std::string_view>(v)) return false;
    pgn::Headers headers = m_game.headers();
    headers.set(n, v);
    return push(std::make_unique<SetHeadersCommand>(this, std::move(headers),
                                                    tr("Set %1").arg(name.trimmed())));
}

bool GameDocument::removeHeader(const QString& name)
{
    pgn::Headers headers = m_game.headers();
    if (!headers.remove(name.toStdString()) || headers == m_game.headers()) return false;
    return push(
        std::make_unique<SetHeadersCommand>(this, std::move(headers), tr("Remove %1").arg(name)));
}

bool GameDocument::setHeaders(const pgn::Headers& headers)
{
    if (headers == m_game.headers()) return false;
    return push(std::make_unique<SetHeadersCommand>(this, headers, tr("Edit game headers")));
}

// ---------------------------------------------------------------------------------------
// Whole documents

void GameDocument::resetTo(pgn::Game game)
{
    emit treeAboutToChange();
    m_undo->clear();
    m_followed.reset();
    m_game = std::move(game);
    m_current = m_game.root();
    m_undo->setClean();
    emit documentReset();
    emit treeChanged();
    emit headersChanged();
    emit currentNodeChanged(m_current);
    emit modifiedChanged(false);
}

void GameDocument::newGame()
{
    newGame(chess::Position::startPosition());
}

void GameDocument::newGame(const chess::Position& start)
{
    setGame(datedGame(start));
}

void GameDocument::setGame(pgn::Game game, const QString& filePath, int gameIndex,
                           std::vector<pgn::PgnError> readErrors)
{
    const bool pathChanged = filePath != m_filePath;
    m_filePath = filePath;
    m_gameIndex = gameIndex;
    m_readErrors = std::move(readErrors);
    resetTo(std::move(game));
    if (pathChanged) emit filePathChanged(m_filePath);
}

namespace {

// A comment of a move both have: the record's now, as it was when last followed, and ours.
// What the record added since is added to ours (a game's end appends its reason to the
// last move's comment); what the user wrote stays. The comment ours becomes, or nothing when
// it stays as it is.
std::optional<std::string> followComment(const std::string& ours, const std::string& before,
                                         const std::string& now)
{
    if (now == before || ours == now) return std::nullopt;
    if (ours == before || !now.starts_with(before)) return now;
    std::string_view added = std::string_view(now).substr(before.size());
    while (!added.empty() && added.front() == ' ') added.remove_prefix(1);
    std::string out = ours;
    if (!out.empty() && !added.empty()) out += ' ';
    out += added;
    return out;
}

} // namespace

void GameDocument::followRecord(const pgn::Game& record)
{
    if (record.startPosition().key() != m_game.startPosition().key()) {
        resetTo(record);
        m_followed = record;
        return;
    }
    // The moves both main lines share, with what their comments said when last followed.
    pgn::Node* mine = m_game.root();
    const pgn::Node* theirs = record.root();
    const pgn::Node* before = m_followed ? m_followed->root() : nullptr;
    bool changed = false;
    for (;;) {
        if (before) {
            if (auto text = followComment(mine->commentAfter(), before->commentAfter(),
                                          theirs->commentAfter())) {
                mine->setCommentAfter(std::move(*text));
                changed = true;
            }
            if (auto text = followComment(mine->commentBefore(), before->commentBefore(),
                                          theirs->commentBefore())) {
                mine->setCommentBefore(std::move(*text));
                changed = true;
            }
        }
        if (!(mine->next() && theirs->next() && mine->next()->move() == theirs->next()->move()))
            break;
        mine = mine->next();
        theirs = theirs->next();
        before = before ? before->next() : nullptr;
        if (before && before->move() != theirs->move()) before = nullptr;
    }
    const bool removes = mine->next() != nullptr;
    const bool appends = theirs->next() != nullptr;
    const bool headers = !(m_game.headers() == record.headers());
    m_followed = record;
    if (!removes && !appends && !headers && !changed) return;

    emit treeAboutToChange();
    if (removes) {
        // The current node may be among the moves removed: it goes back to where they start.
        for (const pgn::Node* n = m_current; n; n = n->parent())
            if (n == mine->next()) m_current = mine;
        // Variations there stay (the first becomes the main continuation, and is demoted
        // below when the record goes on).
        m_game.deleteFrom(mine->next());
        m_undo->clear();
    }
    for (const pgn::Node* t = theirs->next(); t; t = t->next()) {
        pgn::Node* n = mine->addMove(t->move());
        while (!n->isMainContinuation()) n->promote();
        n->setCommentBefore(t->commentBefore());
        n->setCommentAfter(t->commentAfter());
        n->setNags(t->nags());
        mine = n;
    }
    if (headers) m_game.headers() = record.headers();
    emit treeChanged();
    if (headers) emit headersChanged();
    emit currentNodeChanged(m_current);
}

void GameDocument::markModified()
{
    m_undo->resetClean(); // emits cleanChanged(false), hence modifiedChanged(true)
}

std::optional<DocumentError> GameDocument::loadFile(const QString& path, int index)
{
    // The file is mapped, not read into memory; only the wanted game is decoded and read in
    // full, the others are passed over by a tags-only scan.
    pgn::RawFile file;
    if (auto opened = file.open(QFile::encodeName(path).toStdString()); !opened)
        return DocumentError{path, fromStd(opened.error().message)};
    const std::string_view text = file.bytes().substr(file.bomSize());
    const std::vector<pgn::GameSpan> spans = pgn::scanGames(text);
    if (index < 0 || std::size_t(index) >= spans.size()) {
        if (spans.empty()) return DocumentError{path, tr("The file holds no game.")};
        return DocumentError{path, tr("The file has no game number %1.").arg(index + 1)};
    }
    const pgn::GameSpan span = spans[std::size_t(index)];
    const std::string_view bytes = text.substr(span.begin, span.end - span.begin);
    // Errors name lines of the file, as an editor shows them.
    pgn::ReadGamesOptions options;
    options.keepUnread = true;
    options.firstLine =
        1 + int(std::count(text.begin(), text.begin() + std::ptrdiff_t(span.begin), '\n'));
    std::vector<pgn::PgnError> errors;
    pgn::Game game = file.encoding() == pgn::Encoding::Latin1
                         ? pgn::readGame(pgn::latin1ToUtf8(bytes), &errors, options)
                         : pgn::readGame(bytes, &errors, options);
    setGame(std::move(game), QFileInfo(path).absoluteFilePath(), index, std::move(errors));
    return std::nullopt;
}

std::optional<DocumentError> GameDocument::loadText(const QString& text)
{
    const std::string utf8 = text.trimmed().toStdString();
    if (utf8.empty()) return DocumentError{{}, tr("There is nothing to paste.")};
    // A FEN is one line of six (or at least four) fields with a board of eight ranks.
    if (utf8.find('\n') == std::string::npos && std::count(utf8.begin(), utf8.end(), '/') == 7) {
        auto pos = chess::positionFromFen(utf8);
        if (!pos) return DocumentError{{}, tr("Bad FEN: %1").arg(fromStd(pos.error().toString()))};
        setGame(pgn::Game(*pos));
        return std::nullopt;
    }
    // The first game, with what of it could not be read.
    pgn::Reader reader(utf8);
    pgn::GameBuilder builder;
    builder.setKeepUnread(true);
    const bool any = reader.readGame(builder);
    std::vector<pgn::PgnError> errors = builder.errors();
    if (!any || (builder.game().nodeCount() == 0 && !errors.empty())) {
        return DocumentError{
            {},
            errors.empty() ? tr("The text is neither PGN nor FEN.")
                           : tr("Not a PGN game: %1").arg(fromStd(errors.front().toString()))};
    }
    setGame(builder.takeGame(), {}, 0, std::move(errors));
    return std::nullopt;
}

std::optional<DocumentError> GameDocument::save(bool asUtf8)
{
    if (m_filePath.isEmpty()) return DocumentError{{}, tr("The game has no file yet.")};
    m_keptUnreadable = 0;
    // Nothing changed: the file holds the game as it was read, every byte of it (what Kibitz
    // could not read, the file's encoding and line ends). Writing it from the tree could
    // only lose something.
    if (!isModified() && QFileInfo::exists(m_filePath)) return std::nullopt;
    const std::string path = m_filePath.toStdString();
    if (!QFileInfo::exists(m_filePath)) {
        if (auto error = io::saveFileAtomically(path, pgn::writeGame(m_game)))
            return DocumentError{m_filePath, fromStd(error->message)};
        m_undo->setClean();
        return std::nullopt;
    }
    // The game goes back into its file as a database edit: every other game keeps its bytes,
    // the file its encoding (Latin-1, a byte order mark), line ends and compression.
    auto db = db::Database::open(path, {});
    if (!db) return DocumentError{m_filePath, fromStd(db.error().message)};
    db::Edits edits;
    if (std::size_t(m_gameIndex) < (*db)->size())
        edits.replaced.emplace_back(db::GameId(m_gameIndex), pgn::writeGame(m_game));
    else
        edits.appended.push_back(pgn::writeGame(m_game));
    std::uint32_t unreadable = 0;
    for (db::GameId g = 0; g < (*db)->size(); ++g)
        if (g != db::GameId(m_gameIndex)
            && ((*db)->game(g).flags & (db::GameEntry::HasErrors | db::GameEntry::Unsupported)))
            ++unreadable;
    auto saved =
        db::saveEdits(**db, edits, asUtf8 ? db::SaveEncoding::Utf8 : db::SaveEncoding::Keep);
    if (!saved) {
        DocumentError error{m_filePath, fromStd(saved.error().message)};
        error.needsUtf8 = saved.error().kind == db::DbError::Kind::Unencodable;
        return error;
    }
    m_keptUnreadable = unreadable;
    m_undo->setClean();
    return std::nullopt;
}

void GameDocument::markSaved()
{
    m_undo->setClean();
}

std::optional<DocumentError> GameDocument::saveAs(const QString& path)
{
    const std::string bytes = pgn::writeGame(m_game);
    if (auto error = io::saveFileAtomically(path.toStdString(), bytes))
        return DocumentError{path, fromStd(error->message)};
    const QString absolute = QFileInfo(path).absoluteFilePath();
    const bool pathChanged = absolute != m_filePath;
    m_filePath = absolute;
    m_gameIndex = 0;
    m_undo->setClean();
    if (pathChanged) emit filePathChanged(m_filePath);
    return std::nullopt;
}

} // namespace kibitz::model
