// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow/recovery.h"

#include "io/userfolders_qt.h"
#include "model/gamedocument.h"
#include "pgn/builder.h"
#include "pgn/writer.h"

#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>

namespace kibitz::ui {

namespace {
constexpr int kDelayMs = 3000;
} // namespace

GameRecovery::GameRecovery(QWidget* window,
                           std::function<std::vector<model::GameDocument*>()> documents,
                           std::function<model::GameDocument*()> freshDocument)
    : QObject(window)
    , m_window(window)
    , m_documents(std::move(documents))
    , m_freshDocument(std::move(freshDocument))
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    m_timer->setInterval(kDelayMs);
    connect(m_timer, &QTimer::timeout, this, &GameRecovery::saveNow);
}

GameRecovery::~GameRecovery() = default;

QString GameRecovery::idOf(const model::GameDocument* document)
{
    auto it = m_ids.find(document);
    if (it == m_ids.end()) it = m_ids.insert(document, model::AutosaveStore::newId());
    return *it;
}

std::optional<QString> GameRecovery::start(const QString& root)
{
    const QString folder =
        root.isEmpty() ? io::userFilePath(io::UserFolder::Data, QStringLiteral("autosave")) : root;
    auto store = std::make_unique<model::AutosaveStore>(folder);
    if (auto error = store->open()) return error;
    m_store = std::move(store);
    saveNow();
    return std::nullopt;
}

void GameRecovery::schedule()
{
    if (m_store && !m_timer->isActive()) m_timer->start();
}

void GameRecovery::saveNow()
{
    if (!m_store) return;
    m_timer->stop();
    for (const model::GameDocument* document : m_documents()) {
        if (!document->isModified()) {
            if (m_ids.contains(document)) m_store->remove(m_ids.value(document));
            continue;
        }
        model::AutosavedGame copy;
        copy.id = idOf(document);
        copy.pgn = QString::fromStdString(pgn::writeGame(document->game()));
        copy.filePath = document->filePath();
        copy.gameIndex = document->gameIndex();
        if (m_playOf) copy.play = m_playOf(document);
        if (auto error = m_store->write(copy); error && !m_errorShown) {
            // Said once, in the status bar: a dialog every few seconds would be worse.
            m_errorShown = true;
            emit message(tr("Autosave failed: %1").arg(*error), 10000);
        }
    }
}

void GameRecovery::forget(const model::GameDocument* document)
{
    const QString id = m_ids.take(document);
    if (m_store && !id.isEmpty()) m_store->remove(id);
}

void GameRecovery::finish()
{
    if (m_store) m_store->clear();
    m_store.reset();
}

int GameRecovery::recover(Mode mode)
{
    if (!m_store) return 0;
    QStringList errors;
    const std::vector<model::AutosavedGame> found = m_store->adoptOrphans(&errors);
    if (!errors.isEmpty() && mode == Mode::Ask)
        QMessageBox::warning(
            m_window, tr("Recover Unsaved Games"),
            tr("Some autosaved games could not be read and were left where they are:\n%1")
                .arg(errors.join(QLatin1Char('\n'))));
    if (found.empty()) return 0;
    const bool ask = mode == Mode::Ask;
    if (mode == Mode::Ask) {
        QStringList names;
        for (const auto& game : found) {
            const pgn::Game g = pgn::readGame(game.pgn.toStdString());
            const std::string white = g.headers().value("White", "?");
            const std::string black = g.headers().value("Black", "?");
            const QString players = white == "?" && black == "?"
                                        ? tr("Untitled game")
                                        : tr("%1 – %2").arg(QString::fromStdString(white),
                                                            QString::fromStdString(black));
            const QString where =
                game.filePath.isEmpty() ? tr("never saved") : QFileInfo(game.filePath).fileName();
            const int plies = int(std::distance(g.mainline().begin(), g.mainline().end()));
            const QString moves = tr("%n move(s)", nullptr, (plies + 1) / 2);
            names << tr("%1 (%2, %3)").arg(players, where, moves);
        }
        const QString question = found.size() == 1
                                     ? tr("Kibitz stopped without saving a game. Restore it?")
                                     : tr("Kibitz stopped without saving %n game(s). Restore them?",
                                          nullptr, int(found.size()));
        QMessageBox box(QMessageBox::Question, tr("Recover Unsaved Games"), question,
                        QMessageBox::NoButton, m_window);
        box.setInformativeText(names.join(QLatin1Char('\n')));
        QPushButton* restore = box.addButton(tr("Restore"), QMessageBox::AcceptRole);
        box.addButton(tr("Discard"), QMessageBox::DestructiveRole);
        box.setDefaultButton(restore);
        box.exec();
        mode = box.clickedButton() == restore ? Mode::Restore : Mode::Discard;
    }
    if (mode == Mode::Discard) {
        for (const auto& game : found) m_store->remove(game.id);
        return 0;
    }
    m_restoredPlays.clear();
    for (const auto& game : found) {
        model::GameDocument* document = m_freshDocument();
        document->setGame(pgn::readGame(game.pgn.toStdString()), game.filePath, game.gameIndex);
        document->markModified();
        document->toEnd();               // where the work stopped, as near as the copy tells
        m_ids.insert(document, game.id); // keeps its copy
        if (game.play) m_restoredPlays.emplace_back(document, *game.play);
    }
    // A game that was being played: go on with it, from the clocks its moves recorded, or
    // keep it as it is (either way it stays, marked unsaved). One game is played at a time.
    if (ask && m_resume && !m_restoredPlays.empty()) {
        const auto& [document, play] = m_restoredPlays.back();
        const QString opponent = !play.black.isEmpty() ? play.black : play.white;
        QMessageBox box(QMessageBox::Question, tr("Recover Unsaved Games"),
                        tr("“%1” was being played when Kibitz stopped. Go on with it against %2 "
                           "from the clocks its last moves recorded, or keep it as it is?")
                            .arg(document->title(), opponent),
                        QMessageBox::NoButton, m_window);
        box.setObjectName(QStringLiteral("resumeQuestion"));
        QPushButton* resume = box.addButton(tr("Play On"), QMessageBox::AcceptRole);
        QPushButton* keep = box.addButton(tr("Keep As It Is"), QMessageBox::RejectRole);
        box.setDefaultButton(resume);
        box.setEscapeButton(keep);
        box.exec();
        if (box.clickedButton() == resume) {
            if (auto error = m_resume(document, play))
                QMessageBox::warning(m_window, tr("Recover Unsaved Games"), *error);
        }
    }
    emit message(found.size() == 1 ? tr("Restored an unsaved game.")
                                   : tr("Restored %n unsaved game(s).", nullptr, int(found.size())),
                 5000);
    return int(found.size());
}

} // namespace kibitz::ui
