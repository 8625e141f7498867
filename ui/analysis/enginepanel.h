// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The engine pane: analyses the position the window shows with one engine (the built-in
// kibitz-engine unless another is chosen), follows navigation, and shows the lines in SAN
// with score, depth and speed. Engine output is kept as it arrives and drawn at most about
// 15 times a second, whatever the engine sends.

#include "chess/position.h"
#include "engine/engineprocess.h"
#include "engine/registry.h"

#include <QTimer>
#include <QWidget>

#include <map>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace kibitz::ui {

class EnginePanel : public QWidget {
    Q_OBJECT

public:
    explicit EnginePanel(QWidget* parent = nullptr);

    void setEngine(const engine::EngineEntry& entry);
    const engine::EngineEntry& engineEntry() const { return m_entry; }
    // The position to analyse; a running analysis restarts on it.
    void setPosition(const chess::Position& pos);
    void setLineCount(int lines) { m_multiPv = lines; }

    bool isAnalysing() const { return m_wanted; }
    QString linesText() const; // what the pane shows, for tests
    QString statusText() const;

public slots:
    void startAnalysis();
    void stopAnalysis();
    void toggleAnalysis();

signals:
    void analysingChanged(bool on);

private:
    void go();
    void scheduleRefresh();
    void refresh();
    void onInfo(const engine::Info& info);
    void onBestMove();
    void onFailed(const QString& reason);
    void updateButton();

    engine::EngineProcess* m_process;
    engine::EngineEntry m_entry;
    chess::Position m_position;
    std::map<int, engine::Info> m_lines; // by multipv
    engine::Info m_last;                 // latest info of any kind (speed, hash)
    int m_multiPv = 3;
    bool m_wanted = false;        // the user asked for analysis
    bool m_restartPending = false; // stopped to restart on a new position
    bool m_dirty = false;
    QTimer m_refresh;
    QLabel* m_title;
    QLabel* m_status;
    QPushButton* m_button;
    QPlainTextEdit* m_view;
};

} // namespace kibitz::ui
