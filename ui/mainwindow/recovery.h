// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The window's autosave and crash recovery: every unsaved game is copied into an
// AutosaveStore a few seconds after each change (saved games are forgotten there), and the
// copies a crashed window left behind are offered back at the next start.

#include "model/autosave.h"
#include "model/fwd.h"

#include <QHash>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QTimer;
class QWidget;

namespace kibitz::ui {

class GameRecovery : public QObject {
    Q_OBJECT

public:
    enum class Mode { Ask, Restore, Discard };

    // documents: the window's open games; freshDocument: a game to restore one into (the
    // shown one when it is empty and untouched, else a new tab).
    GameRecovery(QWidget* window, std::function<std::vector<model::GameDocument*>()> documents,
                 std::function<model::GameDocument*()> freshDocument);
    ~GameRecovery() override;

    // Games being played: playOf says what it takes to go on with a document's game (nullopt
    // when it is not being played), resume goes on with a restored one (an error in words
    // when it cannot). Without them games are copied and restored as any other.
    using PlayOf = std::function<std::optional<model::AutosavedPlay>(const model::GameDocument*)>;
    using Resume =
        std::function<std::optional<QString>(model::GameDocument*, const model::AutosavedPlay&)>;
    void setPlayHooks(PlayOf playOf, Resume resume)
    {
        m_playOf = std::move(playOf);
        m_resume = std::move(resume);
    }

    // Starts autosaving into root (the user's data folder when empty); an error in words
    // when it cannot start.
    std::optional<QString> start(const QString& root = {});
    bool isOn() const { return m_store != nullptr; }
    // A game changed: saved a few seconds from now (at most that long after the first change
    // not yet copied: a stream of changes, a game's moves, does not put the copy off).
    void schedule();
    // Writes every unsaved game now and forgets the saved ones.
    void saveNow();
    // A game is closed (saved or deliberately discarded): its copy goes.
    void forget(const model::GameDocument* document);
    // Every game is saved or discarded and the window closes: nothing to recover next time.
    void finish();
    // Games left unsaved by a window that crashed: asks (or restores, or discards); returns
    // how many were restored, each marked modified. Asked, a game that was being played is
    // offered to be played on (resume) or kept as it is.
    int recover(Mode mode);
    // The games recover() restored that were being played, with what it takes to go on.
    [[nodiscard]] const std::vector<std::pair<model::GameDocument*, model::AutosavedPlay>>&
    restoredPlays() const
    {
        return m_restoredPlays;
    }

signals:
    // Something for the status bar.
    void message(const QString& text, int timeoutMs);

private:
    QString idOf(const model::GameDocument* document);

    QWidget* m_window;
    std::function<std::vector<model::GameDocument*>()> m_documents;
    std::function<model::GameDocument*()> m_freshDocument;
    std::unique_ptr<model::AutosaveStore> m_store;
    QHash<const model::GameDocument*, QString> m_ids;
    QTimer* m_timer;
    bool m_errorShown = false;
    PlayOf m_playOf;
    Resume m_resume;
    std::vector<std::pair<model::GameDocument*, model::AutosavedPlay>> m_restoredPlays;
};

} // namespace kibitz::ui
