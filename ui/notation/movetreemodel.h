// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/fwd.h"

#include <QAbstractItemModel>

namespace kibitz::ui {

// The game tree of a GameDocument as an item model, one column, one item per move, shaped
// the way notation reads:
//   - top-level rows are the main line's moves;
//   - under a move that continues its line come the variations that replace it (the first
//     move of each);
//   - under the first move of a variation come the rest of that variation's moves.
// So every row list is a line of play, and a line's alternatives hang under the move they
// replace. The model reads the document and never changes it; it resets whenever the
// document's tree changes (treeAboutToChange / treeChanged).
class MoveTreeModel : public QAbstractItemModel {
    Q_OBJECT

public:
    enum Role {
        NodeRole = Qt::UserRole + 1, // const pgn::Node*
        MainLineRole,                // bool: on the game's main line
        CurrentRole,                 // bool: the document's current node
        SanRole,                     // QString: the move alone, without number or glyphs
    };

    explicit MoveTreeModel(model::GameDocument* document, QObject* parent = nullptr);

    [[nodiscard]] QModelIndex indexOf(const pgn::Node* node) const;
    [[nodiscard]] static const pgn::Node* nodeOf(const QModelIndex& index);
    // "12.", "12..." for the move, as notation writes it.
    [[nodiscard]] static QString moveNumber(const pgn::Node* node, bool blackNeedsNumber);
    // Moves shown with figurines (♘f3) instead of letters (Nf3): a display choice for every
    // notation view (View > Figurine Notation); files keep the letters.
    static void setFigurineNotation(bool on);
    [[nodiscard]] static bool figurineNotation();
    // The move with its glyphs: "Nf3!", "e4 ±".
    [[nodiscard]] static QString moveText(const pgn::Node* node);

    // --- QAbstractItemModel
    [[nodiscard]] QModelIndex index(int row, int column,
                                    const QModelIndex& parent = {}) const override;
    [[nodiscard]] QModelIndex parent(const QModelIndex& child) const override;
    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

private:
    void currentChanged(const pgn::Node* node);

    model::GameDocument* m_document;
    const pgn::Node* m_current = nullptr;
    // The row last found in a line (views ask for rows in order): the next one is one step
    // from it, so walking a line of a million moves row by row is not quadratic. Forgotten
    // whenever the tree changes.
    struct LineCursor {
        const pgn::Node* item = nullptr; // the row list's parent item (nullptr: top level)
        int row = -1;
        const pgn::Node* node = nullptr;
    };
    mutable LineCursor m_cursor;
};

// The glyph of a NAG for display: "!", "±", "N"...; "$n" for NAGs without a common glyph.
QString nagGlyph(int nag);

} // namespace kibitz::ui
