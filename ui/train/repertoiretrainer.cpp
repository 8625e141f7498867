// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/repertoiretrainer.h"

#include "board/boardview.h"
#include "chess/notation.h"
#include "pgn/builder.h"
#include "pgn/input.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

#include <algorithm>
#include <unordered_set>

namespace kibitz::ui {

namespace {

const auto kFileKey = QStringLiteral("train/repertoire");
const auto kColorKey = QStringLiteral("train/repertoireColor");
const auto kPlayerKey = QStringLiteral("train/player");

QString sanList(const chess::Position& pos, const std::vector<chess::Move>& moves)
{
    QStringList out;
    for (const chess::Move m : moves) out << QString::fromStdString(chess::toSan(pos, m));
    return out.join(QStringLiteral(", "));
}

std::optional<std::vector<pgn::Game>> readGamesFile(const QString& file, QString* error)
{
    auto text = pgn::readPgnFile(file.toStdString());
    if (!text) {
        if (error) *error = QString::fromStdString(text.error().toString());
        return std::nullopt;
    }
    return pgn::readGames(text->text);
}

} // namespace

RepertoireTrainer::RepertoireTrainer(std::shared_ptr<train::TrainingStore> store, QWidget* parent)
    : TrainerWindow(std::move(store), parent)
    , m_counts(new QLabel(this))
    , m_color(new QComboBox(this))
    , m_player(new QLineEdit(this))
    , m_departures(new QListWidget(this))
{
    setWindowTitle(tr("Drill Repertoire"));
    setReplyDelay(400);

    m_color->addItem(tr("White"));
    m_color->addItem(tr("Black"));
    m_counts->setToolTip(tr("Spaced repetition by SM-2 (Wozniak, SuperMemo 2): new cards, "
                            "cards due today, cards answered right at their last repetition"));
    controls()->addWidget(m_counts);
    auto* show = new QPushButton(tr("&Show Move"), this);
    auto* next = new QPushButton(tr("&Next Line"), this);
    addControlRow({show, next});
    auto* open = new QPushButton(tr("&Open Repertoire…"), this);
    addControlRow({open, m_color}, open);
    m_player->setPlaceholderText(tr("Your name in your games"));
    m_player->setText(QSettings().value(kPlayerKey).toString());
    auto* games = new QPushButton(tr("Check &Games…"), this);
    games->setToolTip(tr("Where your games left the repertoire: by you or by your opponent"));
    addControlRow({m_player, games}, m_player);
    controls()->addWidget(m_departures, 1);

    connect(show, &QPushButton::clicked, this, &RepertoireTrainer::showMove);
    connect(next, &QPushButton::clicked, this, &RepertoireTrainer::nextLine);
    connect(open, &QPushButton::clicked, this, &RepertoireTrainer::openRepertoire);
    connect(games, &QPushButton::clicked, this, &RepertoireTrainer::openGames);
    connect(m_color, &QComboBox::activated, this, [this](int index) {
        if (!m_file.isEmpty()) load(m_file, index == 0 ? chess::Color::White : chess::Color::Black);
    });
    setTitle(tr("No repertoire"));
    setStatus(tr("Open a PGN file with your repertoire's lines and variations."));
}

std::string RepertoireTrainer::deck() const
{
    return train::deckName(m_file.toStdString(), m_repertoire.color());
}

bool RepertoireTrainer::load(const QString& file, chess::Color color, QString* error)
{
    QString why;
    const auto games = readGamesFile(file, &why);
    if (!games || games->empty()) {
        if (why.isEmpty()) why = tr("%1 has no games.").arg(file);
        setStatus(why);
        if (error) *error = why;
        return false;
    }
    m_file = file;
    m_repertoire = train::Repertoire(*games, color);
    m_color->setCurrentIndex(color == chess::Color::White ? 0 : 1);
    m_states = store() ? store()->cards(deck()) : decltype(m_states){};
    QSettings settings;
    settings.setValue(kFileKey, file);
    settings.setValue(kColorKey, color == chess::Color::White ? 0 : 1);
    m_lineCount = 0;
    if (m_repertoire.cards().empty()) {
        why = tr("%1 has no position with %2 to move and a move after it.")
                  .arg(file, color == chess::Color::White ? tr("White") : tr("Black"));
        setStatus(why);
        if (error) *error = why;
        updateCounts();
        return false;
    }
    nextLine();
    return true;
}

void RepertoireTrainer::openRepertoire()
{
    const QString file = QFileDialog::getOpenFileName(
        this, tr("Open Repertoire"), QSettings().value(kFileKey).toString(),
        tr("PGN files (*.pgn *.pgn.gz);;All files (*)"));
    if (!file.isEmpty())
        load(file, m_color->currentIndex() == 0 ? chess::Color::White : chess::Color::Black);
}

void RepertoireTrainer::openGames()
{
    const QString file =
        QFileDialog::getOpenFileName(this, tr("Check Your Games Against the Repertoire"), QString(),
                                     tr("PGN files (*.pgn *.pgn.gz);;All files (*)"));
    if (file.isEmpty()) return;
    QSettings().setValue(kPlayerKey, m_player->text());
    QString error;
    if (!checkGames(file, m_player->text(), &error)) setStatus(error);
}

int RepertoireTrainer::newCount() const
{
    int n = 0;
    for (const train::Card& c : m_repertoire.cards()) n += m_states.contains(c.key) ? 0 : 1;
    return n;
}

int RepertoireTrainer::dueCount() const
{
    const std::int64_t today = trainingDay();
    int n = 0;
    for (const train::Card& c : m_repertoire.cards()) {
        const auto it = m_states.find(c.key);
        if (it != m_states.end() && it->second.isDue(today)) ++n;
    }
    return n;
}

int RepertoireTrainer::learnedCount() const
{
    int n = 0;
    for (const train::Card& c : m_repertoire.cards()) {
        const auto it = m_states.find(c.key);
        if (it != m_states.end() && it->second.isLearned()) ++n;
    }
    return n;
}

QString RepertoireTrainer::countsText() const
{
    return tr("%1 cards · new %2 · due %3 · learned %4")
        .arg(cardCount())
        .arg(newCount())
        .arg(dueCount())
        .arg(learnedCount());
}

void RepertoireTrainer::updateCounts()
{
    m_counts->setText(countsText());
}

std::vector<chess::Move> RepertoireTrainer::expectedMoves() const
{
    return m_card ? m_card->moves : std::vector<chess::Move>{};
}

// Cards to ask (new or due) reachable from pos, a few plies deep: the opponent's replies
// are chosen towards them.
int RepertoireTrainer::dueBelow(const chess::Position& pos, int depth) const
{
    if (depth == 0) return 0;
    const std::int64_t today = trainingDay();
    int n = 0;
    if (const train::Card* card = m_repertoire.card(pos)) {
        const auto it = m_states.find(card->key);
        if (it == m_states.end() || it->second.isDue(today)) ++n;
        for (const chess::Move m : card->moves) n += dueBelow(pos.after(m), depth - 1);
    } else if (const auto* replies = m_repertoire.replies(pos)) {
        for (const chess::Move m : *replies) n += dueBelow(pos.after(m), depth - 1);
    }
    return n;
}

void RepertoireTrainer::nextLine()
{
    cancelReply();
    if (m_repertoire.starts().empty()) return;
    ++m_lineCount;
    m_position = m_repertoire.starts().front();
    m_card = nullptr;
    setTitle(tr("%1 · line %2").arg(QFileInfo(m_file).fileName()).arg(m_lineCount));
    showPosition(m_position, m_repertoire.color(), false);
    board()->setMarks({}, {});
    updateCounts();
    advance();
}

void RepertoireTrainer::advance()
{
    m_card = nullptr;
    if (m_position.sideToMove() == m_repertoire.color()) {
        m_card = m_repertoire.card(m_position);
        if (!m_card) {
            setStatus(tr("End of the line. %1. Next Line goes on.").arg(countsText()));
            showPosition(m_position, m_repertoire.color(), false);
            emit lineFinished();
            return;
        }
        m_wrongTry = false;
        m_graded = false;
        const auto it = m_states.find(m_card->key);
        const train::Sm2State state = it == m_states.end() ? train::Sm2State{} : it->second;
        const QString kind = state.isNew()                ? tr("a new card")
                             : state.isDue(trainingDay()) ? tr("due today")
                                                          : tr("not due: practice");
        setStatus(tr("Your move (%1).").arg(kind));
        showPosition(m_position, m_repertoire.color(), true);
        return;
    }
    if (!m_repertoire.replies(m_position)) {
        setStatus(tr("End of the line. %1. Next Line goes on.").arg(countsText()));
        showPosition(m_position, m_repertoire.color(), false);
        emit lineFinished();
        return;
    }
    showPosition(m_position, m_repertoire.color(), false);
    replySoon();
}

void RepertoireTrainer::reply()
{
    const auto* replies = m_repertoire.replies(m_position);
    if (!replies) return;
    // Towards the cards to ask: each reply weighted by the new and due cards after it
    // (a reply with none still gets a small chance, so every line is seen).
    std::vector<double> weights;
    for (const chess::Move m : *replies) weights.push_back(0.1 + dueBelow(m_position.after(m), 12));
    std::discrete_distribution<std::size_t> pick(weights.begin(), weights.end());
    const chess::Move reply = (*replies)[pick(m_rng)];
    const chess::Color mover = m_position.sideToMove();
    m_position = m_position.after(reply);
    showPosition(m_position, m_repertoire.color(), false);
    board()->setLastMove(reply.from(), chess::Position::landingSquare(mover, reply));
    advance();
}

void RepertoireTrainer::grade(int quality)
{
    if (!m_card || m_graded) return;
    m_graded = true;
    const std::int64_t today = trainingDay();
    const auto it = m_states.find(m_card->key);
    const train::Sm2State state = it == m_states.end() ? train::Sm2State{} : it->second;
    // Only a due card's answer moves its schedule; a card practised early keeps its day.
    if (!state.isDue(today)) return;
    const train::Sm2State next = train::review(state, quality, today);
    m_states[m_card->key] = next;
    if (store()) {
        if (const auto failed = store()->saveCard(deck(), m_card->key, next))
            setStatus(QString::fromStdString(failed->toString()));
    }
    updateCounts();
}

void RepertoireTrainer::showMove()
{
    if (!m_card) return;
    grade(1);
    const chess::Move m = m_card->moves.front();
    board()->setMarks({{pgn::MarkColor::Green, m.from(),
                        chess::Position::landingSquare(m_position.sideToMove(), m)}},
                      {});
    setStatus(tr("The repertoire plays %1 here. Play it to go on.")
                  .arg(sanList(m_position, m_card->moves)));
}

void RepertoireTrainer::userMove(chess::Move move)
{
    if (!m_card) return;
    const std::vector<chess::Move>& moves = m_card->moves;
    const bool right = std::find(moves.begin(), moves.end(), move) != moves.end();
    const QString played = QString::fromStdString(chess::toSan(m_position, move));
    if (!right) {
        m_wrongTry = true;
        setStatus(tr("%1 is not in your repertoire. Try again, or Show Move.").arg(played));
        showPosition(m_position, m_repertoire.color(), true);
        emit cardAnswered(false);
        return;
    }
    grade(m_wrongTry ? 3 : 5);
    const chess::Color mover = m_position.sideToMove();
    m_position = m_position.after(move);
    board()->setMarks({}, {});
    showPosition(m_position, m_repertoire.color(), false);
    board()->setLastMove(move.from(), chess::Position::landingSquare(mover, move));
    emit cardAnswered(true);
    advance();
    if (!m_card) setStatus(tr("%1: right. ").arg(played) + statusText());
}

bool RepertoireTrainer::checkGames(const QString& file, const QString& player, QString* error)
{
    if (m_repertoire.cards().empty()) {
        if (error) *error = tr("Open a repertoire first.");
        return false;
    }
    QString why;
    const auto games = readGamesFile(file, &why);
    if (!games) {
        if (error) *error = why;
        return false;
    }
    const char* tag = m_repertoire.color() == chess::Color::White ? "White" : "Black";
    const QString wanted = player.trimmed();
    m_departures->clear();
    int byYou = 0, byThem = 0, checked = 0;
    for (std::size_t i = 0; i < games->size(); ++i) {
        const pgn::Game& g = (*games)[i];
        if (!wanted.isEmpty()
            && QString::fromStdString(g.headers().value(tag)).compare(wanted, Qt::CaseInsensitive))
            continue;
        ++checked;
        const train::Departure d = train::findDeparture(m_repertoire, g);
        byYou += d.kind == train::Departure::Kind::You ? 1 : 0;
        byThem += d.kind == train::Departure::Kind::Opponent ? 1 : 0;
        m_departures->addItem(tr("Game %1, %2 - %3: %4")
                                  .arg(i + 1)
                                  .arg(QString::fromStdString(g.headers().value("White")),
                                       QString::fromStdString(g.headers().value("Black")),
                                       QString::fromStdString(d.describe())));
    }
    setStatus(tr("%1 games checked: you left the repertoire in %2, your opponents in %3.")
                  .arg(checked)
                  .arg(byYou)
                  .arg(byThem));
    return true;
}

QStringList RepertoireTrainer::departures() const
{
    QStringList out;
    for (int i = 0; i < m_departures->count(); ++i) out << m_departures->item(i)->text();
    return out;
}

} // namespace kibitz::ui
