// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The opening tree: for the position the window shows, every move played from it in the
// games of the current database that the list keeps (its filter and search), with the
// number of games, White's wins, draws and Black's wins (as a bar and in percent), the
// average Elo and performance of the players who made the move, and the last year it was
// played. A click or Enter asks for the move to be played (movePicked). Trees are computed off
// the GUI thread, the newest request winning, and kept by position and filter, so going back
// and forth through a game answers at once.

#include "chess/position.h"
#include "database/database.h"
#include "model/fwd.h"

#include <QPointer>
#include <QWidget>

#include <map>
#include <memory>

class QLabel;
class QTreeWidget;

namespace kibitz::ui {

class OpeningTreePane : public QWidget {
    Q_OBJECT

public:
    explicit OpeningTreePane(QWidget* parent = nullptr);
    // Wide enough for every column (the move, games, results, Elo, Perf., Last).
    [[nodiscard]] QSize sizeHint() const override;

    // The database whose games are counted (nullptr: none open).
    void setDatabase(model::DatabaseModel* model);
    void setPosition(const chess::Position& pos);
    // Follows document (the game the window shows; null: none) as the other panes do: the
    // position of its current move, now and whenever that move changes.
    void setDocument(const model::GameDocument* document);
    // The games the database's list keeps changed.
    void refresh();

    [[nodiscard]] QTreeWidget* tree() const { return m_tree; }
    [[nodiscard]] bool isBusy() const { return m_busy; }

signals:
    void movePicked(kibitz::chess::Move move);
    // A tree was shown (tests wait for it).
    void updated();

private:
    struct Answer {
        std::vector<db::TreeMove> moves;
        double ms = 0;
        bool failed = false; // the search data cannot be had (the model's indexWarning says why)
    };
    void request();
    void show(const Answer& answer);
    void pick();

    QPointer<model::DatabaseModel> m_model;
    QPointer<const model::GameDocument> m_document; // followed (setDocument)
    chess::Position m_position;
    QLabel* m_status;
    QTreeWidget* m_tree;
    int m_generation = 0; // bumped whenever the question changes
    bool m_busy = false;
    bool m_pending = false; // asked again while busy
    // By (position key, filter generation): the answers already computed.
    std::map<std::pair<std::uint64_t, int>, std::shared_ptr<const Answer>> m_cache;
    int m_filterGeneration = 0;
};

} // namespace kibitz::ui
