// SPDX-License-Identifier: GPL-3.0-or-later
#include "train/mistakestrainer.h"

#include "board/boardview.h"
#include "chess/epd.h"
#include "chess/fen.h"
#include "chess/notation.h"
#include "pgn/builder.h"
#include "pgn/input.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <fstream>
#include <set>

namespace kibitz::ui {

namespace {

QString san(const chess::Position& pos, chess::Move m)
{
    return QString::fromStdString(chess::toSan(pos, m));
}

// "14. Nf3 Bd6 15. O-O" from pos.
QString lineText(chess::Position pos, const std::vector<chess::Move>& line)
{
    QString out;
    bool first = true;
    for (const chess::Move m : line) {
        if (!out.isEmpty()) out += QLatin1Char(' ');
        if (pos.sideToMove() == chess::Color::White)
            out += QString::number(pos.fullmoveNumber()) + QStringLiteral(". ");
        else if (first)
            out += QString::number(pos.fullmoveNumber()) + QStringLiteral("... ");
        out += san(pos, m);
        pos = pos.after(m);
        first = false;
    }
    return out;
}

std::string exerciseKey(const train::Exercise& e)
{
    return chess::toFenPlacement(e.position) + " " + chess::toUci(e.best);
}

} // namespace

MistakesTrainer::MistakesTrainer(std::shared_ptr<train::TrainingStore> store, QWidget* parent)
    : TrainerWindow(std::move(store), parent)
    , m_tables(std::make_unique<tb::Tablebase>())
    , m_lineTimer(new QTimer(this))
    , m_player(new QComboBox(this))
    , m_list(new QListWidget(this))
    , m_hint(new QPushButton(tr("&Hint"), this))
    , m_solution(new QPushButton(tr("Show &Solution"), this))
{
    setWindowTitle(tr("Learn From Your Mistakes"));
    m_tables->setPaths(syzygyFolders());
    m_judge = std::make_unique<train::MoveJudge>(m_tables.get(), 10);

    addControlRow({new QLabel(tr("Mistakes of:"), this), m_player}, m_player);
    auto* previousButton = new QPushButton(tr("&Previous"), this);
    auto* nextButton = new QPushButton(tr("&Next"), this);
    auto* open = new QPushButton(tr("&Open…"), this);
    addControlRow({m_hint, m_solution, previousButton, nextButton});
    controls()->addWidget(m_list, 1);
    controls()->addWidget(open);
    m_list->setToolTip(tr("Every exercise: ✓ solved at the first try, ✗ missed, ○ not tried yet"));

    connect(m_hint, &QPushButton::clicked, this, &MistakesTrainer::hint);
    connect(m_solution, &QPushButton::clicked, this, &MistakesTrainer::showSolution);
    connect(nextButton, &QPushButton::clicked, this, &MistakesTrainer::next);
    connect(previousButton, &QPushButton::clicked, this, &MistakesTrainer::previous);
    connect(open, &QPushButton::clicked, this, &MistakesTrainer::openFile);
    connect(m_player, &QComboBox::currentIndexChanged, this, [this] { filter(); });
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && row != m_current) showExercise(row);
    });
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &MistakesTrainer::finishJudgement);
    m_lineTimer->setInterval(700);
    connect(m_lineTimer, &QTimer::timeout, this, &MistakesTrainer::playLineStep);
    setTitle(tr("No exercises"));
    setStatus(tr("Open an annotated game (its ? and ?? moves) or an EPD file with bm."));
}

MistakesTrainer::~MistakesTrainer()
{
    m_watcher.waitForFinished();
}

std::vector<train::Exercise> MistakesTrainer::readExercises(const QString& path, QString* error)
{
    std::vector<train::Exercise> out;
    const std::string file = path.toStdString();
    if (path.endsWith(QStringLiteral(".epd"), Qt::CaseInsensitive)) {
        std::ifstream in(file, std::ios::binary);
        if (!in) {
            if (error) *error = tr("Cannot read %1.").arg(path);
            return out;
        }
        int lineNo = 0;
        for (std::string line; std::getline(in, line);) {
            ++lineNo;
            if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
            auto epd = chess::parseEpd(line);
            if (!epd) {
                if (error)
                    *error = tr("%1:%2: %3")
                                 .arg(path)
                                 .arg(lineNo)
                                 .arg(QString::fromStdString(epd.error().toString()));
                continue;
            }
            auto e = train::exerciseFromEpd(*epd);
            if (e) out.push_back(std::move(*e));
        }
    } else {
        auto text = pgn::readPgnFile(file);
        if (!text) {
            if (error) *error = QString::fromStdString(text.error().toString());
            return out;
        }
        const std::vector<pgn::Game> games = pgn::readGames(text->text);
        for (std::size_t i = 0; i < games.size(); ++i) {
            auto r = train::extractExercises(games[i], int(i) + 1, {});
            for (auto& e : r.exercises) out.push_back(std::move(e));
        }
    }
    if (out.empty() && error && error->isEmpty())
        *error = tr("%1 has no mistakes (?) or blunders (?\?) with a better move.").arg(path);
    return out;
}

void MistakesTrainer::openFile()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Annotated Games or Exercises"), QString(),
        tr("Annotated games and exercises (*.pgn *.pgn.gz *.epd);;All files (*)"));
    if (path.isEmpty()) return;
    QString error;
    auto exercises = readExercises(path, &error);
    if (exercises.empty()) {
        setStatus(error);
        return;
    }
    setExercises(std::move(exercises), QFileInfo(path).fileName());
}

void MistakesTrainer::setExercises(std::vector<train::Exercise> exercises,
                                   const QString& sourceName)
{
    m_lineTimer->stop();
    m_all = std::move(exercises);
    m_results.assign(m_all.size(), {});
    m_source = sourceName;
    std::set<std::string> names;
    for (const auto& e : m_all)
        if (!e.player.empty()) names.insert(e.player);
    const QSignalBlocker block(m_player);
    m_player->clear();
    m_player->addItem(tr("Everyone"), QString());
    for (const std::string& n : names)
        m_player->addItem(QString::fromStdString(n), QString::fromStdString(n));
    filter();
}

void MistakesTrainer::setPlayer(const QString& name)
{
    const int i = m_player->findData(name);
    m_player->setCurrentIndex(i < 0 ? 0 : i);
    filter();
}

void MistakesTrainer::filter()
{
    const QString name = m_player->currentData().toString();
    m_shown.clear();
    for (std::size_t i = 0; i < m_all.size(); ++i)
        if (name.isEmpty() || QString::fromStdString(m_all[i].player) == name) m_shown.push_back(i);
    m_current = -1;
    updateResults();
    if (m_shown.empty()) {
        setTitle(tr("No exercises"));
        showPosition(chess::Position(), chess::Color::White, false);
        return;
    }
    showExercise(0);
}

int MistakesTrainer::solvedCount() const
{
    int n = 0;
    for (const std::size_t i : m_shown) n += m_results[i].firstTry ? 1 : 0;
    return n;
}

void MistakesTrainer::updateResults()
{
    const QSignalBlocker block(m_list);
    m_list->clear();
    for (const std::size_t i : m_shown) {
        const Result& r = m_results[i];
        const QString mark = !r.tried     ? QStringLiteral("○")
                             : r.firstTry ? QStringLiteral("✓")
                                          : QStringLiteral("✗");
        m_list->addItem(mark + QLatin1Char(' ') + QString::fromStdString(m_all[i].where()));
    }
    if (m_current >= 0) m_list->setCurrentRow(m_current);
}

void MistakesTrainer::showExercise(int index)
{
    if (index < 0 || index >= count()) return;
    m_lineTimer->stop();
    m_current = index;
    m_hints = 0;
    m_hintMarks.clear();
    m_wrongTry = false;
    const train::Exercise& e = exercise();
    const chess::Color side = e.position.sideToMove();
    const QString who = e.player.empty() ? (side == chess::Color::White ? tr("White") : tr("Black"))
                                         : QString::fromStdString(e.player);
    setTitle(
        tr("%1 of %2 · %3").arg(index + 1).arg(count()).arg(QString::fromStdString(e.where())));
    const train::ExerciseRecord record =
        store() ? store()->exercise(exerciseKey(e)) : train::ExerciseRecord{};
    QString status = tr("%1 to move. %2 played %3 here: find a better move.")
                         .arg(side == chess::Color::White ? tr("White") : tr("Black"), who,
                              e.played.isNone() ? tr("a mistake") : san(e.position, e.played));
    if (record.tries > 0)
        status +=
            QLatin1Char(' ')
            + tr("(Before: %1 of %2 tries solved at once.)").arg(record.solved).arg(record.tries);
    setStatus(status);
    showPosition(e.position, side, true);
    board()->setMarks({}, {});
    m_hint->setEnabled(true);
    m_solution->setEnabled(true);
    const QSignalBlocker block(m_list);
    m_list->setCurrentRow(index);
}

void MistakesTrainer::next()
{
    if (m_current + 1 < count()) showExercise(m_current + 1);
}

void MistakesTrainer::previous()
{
    if (m_current > 0) showExercise(m_current - 1);
}

void MistakesTrainer::hint()
{
    if (m_current < 0 || isJudging()) return;
    const train::Exercise& e = exercise();
    m_hints = std::min(m_hints + 1, 2);
    std::vector<pgn::SquareMark> marks{{pgn::MarkColor::Yellow, e.best.from()}};
    if (m_hints == 2) {
        marks.push_back({pgn::MarkColor::Green,
                         chess::Position::landingSquare(e.position.sideToMove(), e.best)});
        setStatus(tr("Hint: this piece, to the green square."));
    } else {
        setStatus(tr("Hint: move this piece."));
    }
    m_hintMarks = marks;
    board()->setMarks({}, marks);
}

void MistakesTrainer::showSolution()
{
    if (m_current < 0 || isJudging()) return;
    const train::Exercise& e = exercise();
    record(false);
    board()->setMarks({{pgn::MarkColor::Green, e.best.from(),
                        chess::Position::landingSquare(e.position.sideToMove(), e.best)}},
                      {});
    setStatus(tr("The solution: %1.").arg(lineText(e.position, e.line)));
}

void MistakesTrainer::userMove(chess::Move move)
{
    if (m_current < 0 || isJudging()) return;
    const train::Exercise& e = exercise();
    m_pending = move;
    setStatus(tr("%1: thinking…").arg(san(e.position, move)));
    board()->setInteractive(false);
    m_watcher.setFuture(
        QtConcurrent::run(worker(), [judge = m_judge.get(), pos = e.position, best = e.best, move] {
            return judge->judge(pos, best, move);
        }));
}

void MistakesTrainer::finishJudgement()
{
    if (m_current < 0) return;
    const train::Judgement j = m_watcher.result();
    const train::Exercise& e = exercise();
    const QString played = san(e.position, m_pending);
    const QString reason = QString::fromStdString(j.reason);
    if (j.right) {
        record(!m_wrongTry && m_hints == 0);
        // The line after it: the exercise's own line when the move is its move, else the
        // move alone.
        m_linePosition = e.position;
        m_lineStep = 0;
        if (j.exact) {
            setStatus(tr("Right: %1. The line: %2.").arg(played, lineText(e.position, e.line)));
        } else {
            setStatus(tr("Right: %1 (%2). The game's line: %3.")
                          .arg(played, reason, lineText(e.position, e.line)));
        }
        board()->setMarks({}, {});
        if (j.exact) {
            playLineStep();
            m_lineTimer->start();
        } else {
            const chess::Position after = e.position.after(m_pending);
            showPosition(after, e.position.sideToMove(), false);
            board()->setLastMove(m_pending.from(), chess::Position::landingSquare(
                                                       e.position.sideToMove(), m_pending));
        }
        m_hint->setEnabled(false);
        m_solution->setEnabled(false);
    } else {
        m_wrongTry = true;
        m_results[m_shown[std::size_t(m_current)]].tried = true;
        setStatus(tr("Not %1: %2. Try again, or ask for a hint.").arg(played, reason));
        showPosition(e.position, e.position.sideToMove(), true);
        updateResults();
    }
    emit judged(j.right);
}

void MistakesTrainer::playLineStep()
{
    const train::Exercise& e = exercise();
    if (m_lineStep >= e.line.size()) {
        m_lineTimer->stop();
        return;
    }
    const chess::Move m = e.line[m_lineStep++];
    const chess::Color mover = m_linePosition.sideToMove();
    m_linePosition = m_linePosition.after(m);
    showPosition(m_linePosition, e.position.sideToMove(), false);
    board()->setLastMove(m.from(), chess::Position::landingSquare(mover, m));
}

void MistakesTrainer::record(bool solvedFirstTry)
{
    // Once per exercise and session: the first time it is found or its solution shown.
    Result& r = m_results[m_shown[std::size_t(m_current)]];
    if (r.done) return;
    r.done = true;
    r.tried = true;
    r.firstTry = solvedFirstTry;
    if (store()) {
        const std::string key = exerciseKey(exercise());
        train::ExerciseRecord rec = store()->exercise(key);
        ++rec.tries;
        rec.solved += solvedFirstTry ? 1 : 0;
        rec.last = trainingDay();
        if (const auto failed = store()->saveExercise(key, rec))
            setStatus(QString::fromStdString(failed->toString()));
    }
    updateResults();
}

} // namespace kibitz::ui
