// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/fwd.h"

#include <QHash>
#include <QTextBrowser>

#include <utility>
#include <vector>

namespace kibitz::ui {

class MoveTreeModel;

// The game as readable notation: the main line in bold, each variation of the main line in
// an indented paragraph of its own with deeper variations in parentheses inside it, NAG
// glyphs after the moves, comments inline, and move numbers again after every variation
// and comment. Clock times and evaluations from the comments' [%clk], [%emt] and [%eval]
// stand small beside their moves (each switchable: NotationOptions), moves the opening book
// chose (comment "book") are grey with one note where the book ends. The current move is
// highlighted and kept in view.
//
// It walks a MoveTreeModel for the structure, sends intentions to the document (clicking a
// move goes there; the context menu promotes, deletes, comments, annotates) and redraws
// when the document says the tree changed.
class MoveTreeView : public QTextBrowser {
    Q_OBJECT

public:
    explicit MoveTreeView(model::GameDocument* gameDocument, QWidget* parent = nullptr);
    ~MoveTreeView() override;

    [[nodiscard]] MoveTreeModel* model() const { return m_model; }
    // The move whose text covers this document position, or nullptr (for tests).
    [[nodiscard]] const pgn::Node* nodeAtPosition(int position) const;
    // Where a move's text lies in the document (-1 when not shown).
    [[nodiscard]] int positionOf(const pgn::Node* node) const;
    // The context menu for a move (the caller shows it, owns nothing: it deletes on close).
    [[nodiscard]] QMenu* createMenuFor(const pgn::Node* node);
    // Redraws the moves (after a display choice changed, such as figurines).
    void refreshText() { rebuild(); }
    // Asks for the free text of the comment after (or before) node's move and sets it; the
    // arrows, clocks and evaluations in it stay.
    void editComment(const pgn::Node* node, bool before);
    // The annotation symbols offered (NAG, its name), 0 between groups: the move's, then the
    // position's, then the novelty. The context menu and the window's Annotate menu.
    [[nodiscard]] static std::vector<std::pair<int, QString>> annotationPalette();

signals:
    // The user asked to edit the game's tags (the window opens the header editor).
    void headersRequested();

protected:
    void contextMenuEvent(QContextMenuEvent* event) override;
    QMimeData* createMimeDataFromSelection() const override;

private:
    struct Range {
        int position = 0;
        int length = 0;
    };
    void rebuild();
    void highlightCurrent();
    // The display choices (clock times, evaluations) at the end of a context menu.
    void addDisplayChoices(QMenu* menu);
    [[nodiscard]] const pgn::Node* nodeAtPoint(QPoint viewportPoint) const;

    model::GameDocument* m_document;
    MoveTreeModel* m_model;                  // owned (child)
    std::vector<const pgn::Node*> m_anchors; // anchor id -> node, for the current text
    QHash<const pgn::Node*, Range> m_ranges;
};

} // namespace kibitz::ui
