// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The tablebase pane: for a position the endgame tables cover, the result for the side to
// move (win, draw, loss; cursed win and blessed loss under the 50-move rule), DTZ (Syzygy)
// and DTM (Gaviota, when its tables are there), and every legal move coloured by its outcome,
// best first. A click, or Enter, on a move asks for it to be played (movePicked).
//
// The bundled 3-4 piece Syzygy tables and Debian's Gaviota tables are used unless the user
// adds folders (kept in QSettings). Probes run on the tablebase thread, never the GUI's; the
// answers are cached by position key, and one for a position no longer shown is not shown.
//
// "Play the tablebase" is a check box here; TablebasePlayer does the playing.
//
// Where the local tables lack a position of up to 7 pieces and an online lookup is set (the
// window sets lichess's tablebase when online services are on), the pane asks it and shows
// its answer the same way, marked "online"; Play the Tablebase reads it through
// currentReport() like any other (the endgame trainer asks the same service itself). Without
// a lookup the pane, shown with such a position, asks the window for the question of first use
// (onlineWanted).

#include "chess/expected.h"
#include "chess/position.h"
#include "common/offthreadprobe.h"
#include "common/positionpane.h"
#include "common/rowlistmodel.h"
#include "model/fwd.h"
#include "tablebase/tablebaseprobe.h"

#include <QColor>
#include <QWidget>

#include <functional>
#include <map>

class QCheckBox;
class QLabel;
class QToolButton;
class QTreeView;

namespace kibitz::ui {

// One tablebase move as the pane shows it.
struct TablebaseRow {
    TablebaseMove move;
    tb::Wdl outcome; // at the clock
    QString san;
    QString uci;
};

class TablebaseMoveModel : public RowListModel<TablebaseRow> {
    Q_OBJECT

public:
    enum Column { MoveColumn, ResultColumn, DtzColumn, DtmColumn, ColumnCount };
    enum Role {
        MoveRole = Qt::UserRole + 1, // quint16: chess::Move::raw()
        WdlRole,                     // int: the outcome for the mover at the game's clock
    };

    explicit TablebaseMoveModel(QObject* parent = nullptr);
    // moves as ranked; halfmoveClock turns wins the 50-move rule spoils into cursed wins.
    // The moves of the report for pos, in its order.
    void setMoves(const std::vector<TablebaseMove>& moves, const chess::Position& pos);
    [[nodiscard]] const TablebaseMove* moveAt(int row) const;
    [[nodiscard]] tb::Wdl outcomeAt(int row) const;

    [[nodiscard]] QVariant data(const QModelIndex& index, int role) const override;
};

// The colour and the word for an outcome, shared by the pane's rows and its summary.
QColor outcomeColor(tb::Wdl wdl);
QString outcomeName(tb::Wdl wdl);
// "#5" (mates in 5 moves), "#-7" (is mated in 7), from a DTM in plies.
QString mateText(int dtmPlies);

class TablebasePane : public PositionPane {
    Q_OBJECT

public:
    explicit TablebasePane(QWidget* parent = nullptr);
    ~TablebasePane() override;

    // The report shown, when it belongs to the shown position (else nullptr: still probing).
    [[nodiscard]] const TablebaseReport* currentReport() const;
    // The best move for the side to move at the game's clock, or Move::none().
    [[nodiscard]] chess::Move bestMove() const;

    // Asks for a report where the local tables have none; answer(report, or what failed:
    // offline, a server error, naming the service) may come later. Empty: the local tables only.
    using OnlineAnswer = Expected<TablebaseReport, QString>;
    using OnlineLookup =
        std::function<void(const chess::Position& pos, std::function<void(OnlineAnswer)> answer)>;
    void setOnlineLookup(OnlineLookup lookup);
    // The report shown came from the online lookup.
    [[nodiscard]] bool shownOnline() const { return m_shownOnline && currentReport(); }

    [[nodiscard]] bool playsTablebase() const;
    void setPlaysTablebase(bool on);

    // Folders the user added (QSettings), searched before the default folders of their kind.
    void addSyzygyFolder(const QString& folder);
    void addGaviotaFolder(const QString& folder);
    void forgetAddedFolders();
    [[nodiscard]] TablebaseConfig config() const { return m_config; }

    [[nodiscard]] TablebaseMoveModel* model() const { return m_model; }
    [[nodiscard]] QTreeView* view() const { return m_view; }
    [[nodiscard]] QString summaryText() const; // the summary line, as plain text
    // Its tooltip: when the tables do not cover the position, every file that would.
    [[nodiscard]] QString summaryToolTip() const;
    [[nodiscard]] QString tablesText() const;

public slots:
    void pickRow(int row);

signals:
    void movePicked(kibitz::chess::Move move);
    // The pane now shows the tables' answer for the current position.
    void reportShown();
    void playsTablebaseChanged(bool on);
    // The tables were (re)configured; status says what was found.
    void tablesChanged();
    // The pane, shown, has a position of up to 7 pieces the local tables lack and no online
    // lookup: the window asks whether online services may be used (once, on first use).
    void onlineWanted();

protected:
    void showEvent(QShowEvent* event) override;

private:
    [[nodiscard]] static bool onlineCovers(const TablebaseReport& report);
    // Adds a folder to the list kept under settingsKey (QSettings), then reads the tables again.
    void addFolder(const QString& settingsKey, const QString& folder);
    void loadConfig();
    void applyConfig();
    void positionChanged() override;
    void probe();
    void deliver(std::uint64_t key, const TablebaseReport& report, bool online = false);
    void showSummary();
    void showTablesStatus(const TablebaseStatus& status);

    TablebaseConfig m_config;
    std::uint64_t m_shownKey = 0;
    bool m_hasShown = false;
    TablebaseReport m_shown;
    bool m_shownOnline = false;
    OnlineLookup m_online;
    std::map<std::uint64_t, TablebaseReport> m_onlineAnswers; // by position key, this session
    QString m_onlineError; // why the online lookup of the shown position failed, or empty

    QLabel* m_summary;
    QTreeView* m_view;
    QCheckBox* m_play;
    QToolButton* m_tables;
    QLabel* m_tablesStatus;
    TablebaseMoveModel* m_model;
    OffThreadProbe<TablebaseReport> m_probe;
};

} // namespace kibitz::ui
