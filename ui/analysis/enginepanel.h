// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The engine pane: shows a model::Analysis (the engine session, its lines and figures) of the
// position the window shows, with the engine chosen in its list (the registry's default at
// first): the lines in SAN with score, depth, WDL and speed. Engine output is kept by the model
// as it arrives and drawn at most about 15 times a second, whatever the engine sends.
//
// It holds no game: a double-click on a line asks for its first move (moveChosen), Ctrl with
// the double-click or the context menu asks for the whole line as a variation (lineChosen);
// the window hands both to the game document. The best move is offered as an arrow
// (bestMoveChanged), and every line to and from the engine goes out for the console
// (engineLine).
//
// Options: the user's saved values are applied at every start (engine/options.h says which
// ones Kibitz sets itself: MultiPV from the pane's line count, UCI_AnalyseMode and
// UCI_ShowWDL on, UCI_Chess960 from the position).

#include "chess/position.h"
#include "engine/engineprocess.h"
#include "engine/registry.h"
#include "model/analysis.h"
#include "model/fwd.h"

#include <QPointer>
#include <QTimer>
#include <QWidget>

#include <map>
#include <optional>
#include <utility>
#include <vector>

class QComboBox;
class QLabel;
class QMenu;
class QPushButton;
class QSpinBox;
class QToolButton;
class QTreeView;

namespace kibitz::ui {

class AnalysisLinesModel;
class EngineList;
class EngineOptionsDialog;

class EnginePanel : public QWidget {
    Q_OBJECT

public:
    explicit EnginePanel(QWidget* parent = nullptr);
    ~EnginePanel() override;

    // The engines to choose from (the combo box); the panel takes the one it used last, else
    // the list's default, and follows the list's changes. Not owned.
    void setEngineList(EngineList* list);
    // Analyse with this engine from now on (restarts a running analysis with it).
    void setEngine(const engine::EngineEntry& entry);
    const engine::EngineEntry& engineEntry() const { return m_analysis->engineEntry(); }
    // The position to analyse; a running analysis restarts on it. setGame gives the game's
    // start and the moves that lead to the position, which the engine is sent ("position
    // startpos moves ...") so that it sees repetitions and the fifty-move count;
    // setPosition(pos) is setGame(pos, {}).
    void setPosition(const chess::Position& pos);
    void setGame(const chess::Position& start, const std::vector<chess::Move>& moves);
    // Follows document (the game the window shows; null: none) as the other panes do:
    // setGame with the line to its current move, now and whenever that move changes.
    void setDocument(const model::GameDocument* document);
    // A mate search ("go mate N") instead of endless analysis: the engine looks for a mate in
    // at most moves moves and stops when it has one or knows there is none. 0: analyse as usual.
    void setMateSearch(int moves);
    int mateSearch() const { return m_analysis->mateSearch(); }
    // MultiPV: how many lines the engine shows (1-10); remembered.
    void setLineCount(int lines);
    int lineCount() const { return m_analysis->lineCount(); }
    // Scores from White's point of view, or from the side to move's; remembered.
    void setScoreFromWhite(bool fromWhite);
    bool scoreFromWhite() const;

    bool isAnalysing() const { return m_analysis->isRunning(); }
    engine::EngineProcess::State engineState() const;
    QString linesText() const; // what the pane shows, one line per row, for tests
    QString statusText() const;

    // For tests and the window.
    AnalysisLinesModel* linesModel() const { return m_model; }
    QTreeView* linesView() const { return m_view; }
    QComboBox* engineBox() const { return m_engineBox; }
    QSpinBox* lineCountBox() const { return m_lineBox; }
    EngineOptionsDialog* optionsDialog() const;
    // How often the lines were redrawn and how many info lines came: the redraws stay at
    // about 15 a second however many infos arrive.
    int refreshCount() const { return m_refreshCount; }
    qint64 infoCount() const { return m_analysis->infoCount(); }
    model::Analysis* analysis() const { return m_analysis; }

public slots:
    void startAnalysis();
    void stopAnalysis();
    void toggleAnalysis();
    // The engine's options dialog (starts the engine first when it does not run, to learn
    // what it declares). Saved in the engine list on OK.
    void showOptions();
    // A line typed in the console.
    void sendCommand(const QString& text);
    // Row row of the lines: ask for its first move, or for all of it as a variation.
    void playLine(int row);
    void insertLine(int row);

signals:
    void analysingChanged(bool on);
    void moveChosen(kibitz::chess::Move move);
    void lineChosen(const std::vector<kibitz::chess::Move>& moves);
    // The first line's first move while analysing; None, None when there is none.
    void bestMoveChanged(kibitz::chess::Square from, kibitz::chess::Square to);
    void engineLine(const QString& text, bool toEngine);
    void manageEnginesRequested();

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    // Which columns show: in a narrow pane only the evaluation beside the line (updateColumns
    // in the .cpp says why).
    void updateColumns();
    void fillEngineBox();
    void onEngineChosen(int index);
    void onStarted(const QString& name);
    void scheduleRefresh();
    void refresh();
    void updateArrow();
    void onFailed(const QString& reason);
    void updateButton();
    void openOptionsDialog();
    void showLineMenu(const QPoint& at);
    void askMateSearch();

    model::Analysis* m_analysis;
    QPointer<EngineList> m_list;
    bool m_optionsWanted = false; // open the options dialog once the engine has started
    bool m_dirty = false;
    chess::Square m_arrowFrom = chess::Square::None, m_arrowTo = chess::Square::None;
    int m_refreshCount = 0;
    QTimer m_refresh;
    QComboBox* m_engineBox;
    QSpinBox* m_lineBox;
    QToolButton* m_menuButton;
    QMenu* m_menu;
    QPushButton* m_button;
    QTreeView* m_view;
    AnalysisLinesModel* m_model;
    QLabel* m_status;
    QPointer<EngineOptionsDialog> m_optionsDialog;
    QPointer<const model::GameDocument> m_document; // followed (setDocument)
};

} // namespace kibitz::ui
