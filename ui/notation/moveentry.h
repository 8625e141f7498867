// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Typing a move, as SCID and ChessX let a player do: while the board or the notation has the
// keys, a letter that can begin a move (e4, Nf3, e2e4, O-O) or an annotation symbol (!, ?,
// +-, =) opens a small line over the board that shows what is typed; Enter submits it,
// Escape (or clicking elsewhere) drops it. What the text means is the window's business:
// readTypedMove() and typedAnnotation() say it, with the reason when it is no move here.

#include "chess/expected.h"
#include "chess/position.h"

#include <QLineEdit>

#include <cstdint>
#include <optional>

namespace kibitz::ui {

// The move text means in pos: SAN or coordinates, also written 0-0, e2-e4 or with a small
// piece letter (nf3; a small b is the b-file). An error in words (illegal, ambiguous, not a
// move) when it is not one move here.
Expected<chess::Move, QString> readTypedMove(const chess::Position& pos, const QString& text);
// The NAG an annotation symbol stands for: ! ? !! ?? !? ?! for the move, = ~ += =+ +/- -/+
// +- -+ for the position, every glyph the notation shows (pgn::nagFromSymbol), $n for any;
// nullopt when text is none.
std::optional<std::uint8_t> typedAnnotation(const QString& text);
// Whether a key's text may begin a typed move or annotation.
bool beginsTypedEntry(const QString& keyText);

class MoveEntry : public QLineEdit {
    Q_OBJECT

public:
    explicit MoveEntry(QWidget* parent);
    // Shows the line at the bottom of its parent with text typed so far, and takes the keys.
    void start(const QString& text);
    // Keeps the line open with its text selected and says why it was not taken.
    void refuse(const QString& reason);

signals:
    // Enter: the text typed.
    void submitted(const QString& text);
    // Escape, or the keys went elsewhere: the line is hidden.
    void closed();

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    void place();
};

} // namespace kibitz::ui
