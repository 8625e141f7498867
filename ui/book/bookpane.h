// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The book pane: the chosen Polyglot book's moves for the position the window shows, in SAN
// with weight and share (and games and score when the book carries them, as books Kibitz
// builds do), heaviest first. A click, or Enter, on a move asks for it to be played
// (movePicked); the pane never changes the game itself.
//
// Books are read and probed off the GUI thread; answers are cached by position key and an
// answer for a position no longer shown is not shown. The books offered are those found on
// the machine (Debian's gnuchess-book, bundled books) and those the user added, remembered
// in QSettings with the last choice.

#include "book/booklist.h"
#include "book/polyglot.h"
#include "chess/position.h"
#include "common/offthreadprobe.h"
#include "common/positionpane.h"
#include "common/rowlistmodel.h"
#include "model/fwd.h"

#include <QWidget>

#include <memory>
#include <vector>

class QComboBox;
class QLabel;
class QThreadPool;
class QToolButton;
class QTreeView;

namespace kibitz::ui {

// One book move as the pane shows it.
struct BookRow {
    chess::Move move;
    QString san;
    QString uci;
    int weight = 0;
    double share = 0.0;
    bool hasStats = false;
    book::MoveStats stats;
};

struct BookAnswer {
    std::vector<BookRow> rows;
};

class BookMoveModel : public RowListModel<BookRow> {
    Q_OBJECT

public:
    enum Column { MoveColumn, WeightColumn, ShareColumn, GamesColumn, ScoreColumn, ColumnCount };
    enum Role { MoveRole = Qt::UserRole + 1 }; // quint16: chess::Move::raw()

    explicit BookMoveModel(QObject* parent = nullptr);
    [[nodiscard]] bool hasStats() const;

    [[nodiscard]] QVariant data(const QModelIndex& index, int role) const override;
};

class BookPane : public PositionPane {
    Q_OBJECT

public:
    explicit BookPane(QWidget* parent = nullptr);
    ~BookPane() override;

    // Reads the book (off the GUI thread) and shows its moves; remembered for next time.
    void setBook(const QString& path);
    [[nodiscard]] QString bookPath() const { return m_bookPath; }
    // The book read (null until it has been, or when it could not be).
    [[nodiscard]] std::shared_ptr<const book::PolyglotBook> book() const { return m_book; }
    // Adds a book to the user's list (QSettings) and chooses it.
    void addBook(const QString& path);
    // The books offered, as in the chooser.
    [[nodiscard]] QList<BookSource> books() const { return m_books; }

    [[nodiscard]] BookMoveModel* model() const { return m_model; }
    // Moves of weight 0 (the book's "do not play") are hidden unless this is on.
    void setShowUnweighted(bool show);
    [[nodiscard]] bool showsUnweighted() const;
    [[nodiscard]] QTreeView* view() const { return m_view; }
    [[nodiscard]] QString statusText() const;
    // True once the shown list belongs to the shown position (for tests and the status).
    [[nodiscard]] bool isCurrent() const { return m_shownKey == position().key() && m_book; }

public slots:
    // Plays (asks for) the move of a row; the first row when row < 0.
    void pickRow(int row);

signals:
    void movePicked(kibitz::chess::Move move);
    // The list now shows the book's moves for the current position.
    void movesShown();
    // A book was read (or could not be: error is then set).
    void bookLoaded(const QString& path, const QString& error);

private:
    void refreshBooks();
    void chooseBook(int index);
    void browse();
    void removeCurrent();
    void positionChanged() override;
    void probe();
    void deliver(std::uint64_t key, const BookAnswer& answer);
    void bookReady(const QString& path, std::shared_ptr<const book::PolyglotBook> book,
                   const QString& error);

    QString m_bookPath;
    std::shared_ptr<const book::PolyglotBook> m_book;
    QList<BookSource> m_books;
    std::uint64_t m_shownKey = 0;
    bool m_loading = false;
    QString m_error;

    QComboBox* m_chooser;
    QToolButton* m_add;
    QToolButton* m_remove;
    QToolButton* m_showUnweighted; // checked: moves of weight 0 are listed too
    QTreeView* m_view;
    QLabel* m_status;
    BookMoveModel* m_model;
    OffThreadProbe<BookAnswer> m_probe;
};

// The single worker thread books are read and probed on.
QThreadPool* bookPool();

} // namespace kibitz::ui
