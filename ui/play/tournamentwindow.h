// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Game > Tournament…: a window that sets up an engine tournament (engines from the engine
// list, round robin or gauntlet, rounds, time control, concurrency, openings, the output PGN)
// and runs play::Tournament in the background (its games are QProcess engines driven from
// the event loop; the window never waits on them): a live crosstable, the running games with
// their move counts, pause and resume. Choosing an output file whose event state exists
// continues that event (crash-safe: see play/tournament.h).

#include "engine/registry.h"
#include "play/tournament.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTimer;

namespace kibitz::ui {

class BoardView;

class TournamentWindow : public QWidget {
    Q_OBJECT

public:
    explicit TournamentWindow(std::vector<engine::EngineEntry> engines, QWidget* parent = nullptr);
    ~TournamentWindow() override;

    // ---- For tests and scripting: the set-up fields, then start().
    void setEnginesChecked(const QStringList& names);
    QLineEdit* timeControlEdit() const { return m_tc; }
    QLineEdit* outputEdit() const { return m_output; }
    QSpinBox* roundsSpin() const { return m_rounds; }
    QSpinBox* concurrencySpin() const { return m_concurrency; }
    QTableWidget* crosstable() const { return m_table; }
    QPushButton* pauseButton() const { return m_pause; }
    const play::Tournament* tournament() const { return m_tournament.get(); }

public slots:
    // Starts (or, when the output's state file exists, continues) the event. A problem with
    // the fields is shown in the window and nothing starts.
    bool start();
    void togglePause();
    void stop();

signals:
    void finished();

private:
    std::optional<play::TournamentSettings> settingsFromFields(QString& error) const;
    void refresh();
    void setRunning(bool running);

    std::vector<engine::EngineEntry> m_engines;
    QListWidget* m_engineList;
    QComboBox* m_format;
    QSpinBox* m_rounds;
    QLineEdit* m_tc;
    QSpinBox* m_concurrency;
    QLineEdit* m_openings;
    QLineEdit* m_output;
    QPushButton* m_start;
    QPushButton* m_pause;
    QPushButton* m_stop;
    QLabel* m_status;
    QTableWidget* m_table;
    QListWidget* m_running;
    // The running games on boards, one per game at once, in the order of runningGames().
    QWidget* m_boardRow;
    std::vector<std::pair<BoardView*, QLabel*>> m_boards;
    QTimer* m_refresh;
    std::unique_ptr<play::Tournament> m_tournament;
};

} // namespace kibitz::ui
