// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/colortheme.h"
#include "diagram/boardtheme.h"

#include <QDialog>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;

namespace kibitz::ui {

class BoardView;
class PieceSet;

// Edit > Preferences: the language of the window (from the next start: texts are translated
// when widgets are made) and how the board looks. The piece set (Kibitz's own, XBoard's when
// installed, or any folder of SVG pieces), the square colours (a preset or two colours of
// the user's own) and the coordinates, with a board that shows the choice as it is made.
// A folder that is not a piece set is refused with the reason and the old set stays.
// The caller saves appearance() and language() and applies the appearance.
class PreferencesDialog : public QDialog {
    Q_OBJECT

public:
    explicit PreferencesDialog(const BoardAppearance& appearance, QWidget* parent = nullptr);
    ~PreferencesDialog() override;

    [[nodiscard]] const BoardAppearance& appearance() const { return m_appearance; }
    // The language chosen (common/language.h): "" for the system's, "en", "de", ...
    [[nodiscard]] QString language() const;
    // The window's colours chosen (common/colortheme.h), applied and kept by the caller.
    [[nodiscard]] ColorTheme colorTheme() const;
    // The set appearance().pieceFolder names, loaded.
    [[nodiscard]] std::shared_ptr<const PieceSet> pieceSet() const { return m_set; }

    // Uses the piece folder (as "Other folder…" does after its file dialog); false, with the
    // reason shown in the dialog, when it holds no complete set.
    bool choosePieceFolder(const QString& folder);
    void chooseTheme(const QString& themeId);
    void chooseCustomColors(const QColor& light, const QColor& dark);

    // For tests.
    [[nodiscard]] QComboBox* pieceSetBox() const { return m_pieceBox; }
    [[nodiscard]] QComboBox* themeBox() const { return m_themeBox; }
    [[nodiscard]] QComboBox* languageBox() const { return m_languageBox; }
    [[nodiscard]] QComboBox* colorThemeBox() const { return m_colorThemeBox; }
    [[nodiscard]] QCheckBox* coordinatesBox() const { return m_coordinates; }
    [[nodiscard]] QCheckBox* largePiecesBox() const { return m_largePieces; }
    [[nodiscard]] QCheckBox* soundsBox() const { return m_sounds; }
    // Where a move goes when the game goes on with another: ask, or always the same
    // (notation/newmovedialog.h); saved when the dialog is accepted.
    [[nodiscard]] QComboBox* newMoveBox() const { return m_newMoveBox; }
    [[nodiscard]] QString pieceSetError() const;
    [[nodiscard]] BoardView* preview() const { return m_preview; }

private:
    void fillPieceBox();
    void pieceBoxActivated(int index);
    void pickColor(bool light);
    void showAppearance();

    BoardAppearance m_appearance;
    QComboBox* m_languageBox;
    QComboBox* m_colorThemeBox;
    std::shared_ptr<const PieceSet> m_set;
    QComboBox* m_pieceBox;
    QLabel* m_pieceError;
    QComboBox* m_themeBox;
    QPushButton* m_lightButton;
    QPushButton* m_darkButton;
    QCheckBox* m_coordinates;
    QCheckBox* m_largePieces;
    QCheckBox* m_sounds;
    QComboBox* m_newMoveBox;
    BoardView* m_preview;
};

} // namespace kibitz::ui
