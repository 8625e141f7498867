// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/position.h"
#include "chess/transform.h"

#include <QDialog>
#include <QStringList>

#include <memory>
#include <optional>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QToolButton;

namespace kibitz::ui {

class PieceSet;
class SetupBoard;

// Sets up a position: pieces placed on a board from a palette (the twelve pieces and an
// eraser), side to move, castling rights, en passant square, the two move counters, and a
// FEN line that follows every edit and, when typed into, sets everything else. The position
// is validated as it changes with chess::Position::fromSetup (strict); each defect is
// named below the board and OK stays disabled until there is none.
//
// Castling rights are kept by rook square (as core/chess keeps them): ticking a box gives
// the right to the outermost rook on that side of the king, so Chess960 set-ups work the
// same way; a rook file letter typed in the FEN (X-FEN, Shredder-FEN) is kept as typed.
//
// The rules may be a variant's (chess/variant.h): the position is validated by them, Start
// Position sets the variant's array, and the FEN line reads and writes its pockets
// ([Nb]) and check counters (3+3).
//
// EPD (PGN standard 16.2): the position goes to the clipboard or is appended to a file as an
// EPD line with the operations typed below the FEN (bm and am checked against the position and
// written in SAN, sorted; the counters as hmvc/fmvn only when asked for). An EPD line pasted or
// typed into the FEN field sets the position, and its operations appear in that field.
class SetupDialog : public QDialog {
    Q_OBJECT

public:
    explicit SetupDialog(const chess::Position& start, QWidget* parent = nullptr);
    ~SetupDialog() override;

    // The board's look, as the main board has it.
    void setBoardLook(std::shared_ptr<const PieceSet> pieces, const QColor& light,
                      const QColor& dark, bool flipped);

    // The set-up as it stands, legal or not.
    [[nodiscard]] const chess::Setup& setup() const { return m_setup; }
    void setSetup(const chess::Setup& setup);
    // The validated position; valid when problems() is empty (always after OK).
    [[nodiscard]] chess::Position position() const;
    // What is wrong, one translated sentence per defect; empty when the position is legal.
    [[nodiscard]] QStringList problems() const { return m_problems; }

    // One sentence per defect fromSetup reported, naming colours and squares.
    [[nodiscard]] static QStringList describe(const chess::Setup& setup,
                                              const chess::SetupError& error);

    // The position and the operations as one EPD line; empty with epdProblem() saying why
    // when the position is not legal or an operation does not read.
    [[nodiscard]] QString epdLine() const;
    [[nodiscard]] QString epdProblem() const;
    // A FEN or an EPD line (the first line of text that holds one): sets the position, and an
    // EPD's operations. False, with the reason in the status line, when neither reads.
    bool readPosition(const QString& text);
    // Appends epdLine() to the file (created when missing), saved atomically so that the
    // lines already there are never lost; an error in words, or nothing.
    [[nodiscard]] std::optional<QString> appendEpdToFile(const QString& path) const;

    // For tests: the parts a user works with.
    [[nodiscard]] SetupBoard* board() const { return m_board; }
    [[nodiscard]] QLineEdit* fenEdit() const { return m_fen; }
    [[nodiscard]] QPushButton* okButton() const;
    [[nodiscard]] QToolButton* toolButton(char piece) const; // '.' is the eraser
    [[nodiscard]] QCheckBox* castlingBox(chess::Color color, chess::CastlingSide side) const;
    [[nodiscard]] QComboBox* enPassantBox() const { return m_enPassant; }
    [[nodiscard]] QRadioButton* sideToMoveButton(chess::Color color) const;
    [[nodiscard]] QComboBox* variantBox() const { return m_variant; }
    [[nodiscard]] QLineEdit* epdOperationsEdit() const { return m_epdOps; }
    [[nodiscard]] QCheckBox* epdCountersBox() const { return m_epdCounters; }

private:
    enum class Source : std::uint8_t { Controls, Fen };
    void buildPalette(QWidget* holder);
    void updatePaletteIcons();
    void fenEdited(const QString& text);
    void castlingToggled(chess::Color color, chess::CastlingSide side, bool on);
    void turnChanged(chess::Color color);
    void applyTransform(chess::Transform t);
    void setChess960Start(int number);
    // Shows m_setup in every control but the source, validates, and enables OK.
    void refresh(Source source);
    // An EPD line read into the set-up and the operations field; false when it does not read.
    bool readEpd(const QString& text, QString* error);
    void updateEpdControls();
    void copyEpd();
    void pasteEpd();
    void saveEpd();

    chess::Setup m_setup;
    std::shared_ptr<const PieceSet> m_pieces;
    std::optional<chess::Position> m_position; // when m_setup is legal
    QStringList m_problems;

    SetupBoard* m_board;
    QButtonGroup* m_tools;
    QRadioButton* m_white;
    QRadioButton* m_black;
    QCheckBox* m_castling[2][2]; // [color][side]
    QComboBox* m_enPassant;
    QComboBox* m_variant;
    QSpinBox* m_halfmove;
    QSpinBox* m_fullmove;
    QLineEdit* m_fen;
    QLineEdit* m_epdOps;
    QCheckBox* m_epdCounters;
    QPushButton* m_copyEpd;
    QPushButton* m_saveEpd;
    QLabel* m_status;
    QDialogButtonBox* m_buttons;
    bool m_updating = false;       // refresh() is writing into the controls
    bool m_statusShowsEpd = false; // the status line names a wrong EPD operation
};

} // namespace kibitz::ui
