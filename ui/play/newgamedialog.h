// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Game > New Game Against Engine… and Game > Engine Match…: which engine(s), which colour
// the user plays (white, black or random), and the time control, from presets or typed in
// TimeControl's text form ("5m+3s", "40/90m+30s:30m+30s", "depth=8", ...) with the reading
// or the error shown as it is typed. The game may be a variant (chess/variant.h), from its
// start position; then only the engines that play it are offered (EngineEntry::variants).
// An engine whose variants are not known yet is asked at once (engine::VariantProbe) and
// offered for a variant when its answer says it plays it; variantsLearned() hands the answer
// on to be kept in the catalogue. A Polyglot book holds standard chess: for a variant or a
// Chess960 start the book option is off.

#include "chess/types.h"
#include "engine/registry.h"
#include "play/timecontrol.h"

#include <QDialog>

#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace kibitz::engine {
class VariantProbe;
}

namespace kibitz::ui {

class NewGameDialog : public QDialog {
    Q_OBJECT

public:
    enum class Mode { AgainstEngine, EngineMatch };
    enum class ColorChoice { White, Black, Random };

    NewGameDialog(Mode mode, std::vector<engine::EngineEntry> engines, QWidget* parent = nullptr);

    // The chosen engine (0) or engines (0 plays White, 1 Black in a match).
    const engine::EngineEntry* engine(int seat = 0) const;
    ColorChoice colorChoice() const;
    // The time control typed or chosen; std::nullopt while the text does not parse.
    std::optional<play::TimeControl> timeControl() const;
    // Play on from the position shown in the window instead of the start position.
    bool fromShownPosition() const;
    // A Chess960 start position by its number (0-959), chosen or drawn at random; std::nullopt
    // for the standard start. Random is drawn once, when the dialog is accepted.
    std::optional<int> chess960Number() const { return m_chess960; }
    // The variant chosen (Standard for chess and Chess960).
    chess::Variant variant() const;
    // The engine's strength (UCI_Elo) in a game against it; std::nullopt: full strength.
    std::optional<int> engineElo() const;
    // The book the engines may play from (the Book pane's), by name; empty: none is chosen,
    // and the option is off.
    void setBookName(const QString& name);
    // The engine(s) play their first moves from that book.
    bool engineUsesBook() const;
    // The engine(s) think on the opponent's time (pondering).
    bool enginesPonder() const;
    // Against an engine: the Book, Engine, Tablebase and Opening Tree panes stay in view
    // (otherwise they are covered while the game is on, so that the game is a game).
    bool trainingMode() const;

    // For tests and for remembering the last choice.
    QComboBox* engineBox(int seat = 0) const { return m_engineBoxes[seat]; }
    QComboBox* colorBox() const { return m_color; }
    QComboBox* presetBox() const { return m_presets; }
    QLineEdit* timeControlEdit() const { return m_tcEdit; }
    QCheckBox* fromShownPositionBox() const { return m_fromShown; }
    QComboBox* startBox() const { return m_start; }
    QComboBox* variantBox() const { return m_variant; }
    QSpinBox* chess960Box() const { return m_number; }
    QSpinBox* eloBox() const { return m_elo; }
    QCheckBox* bookBox() const { return m_useBook; }
    QCheckBox* trainingBox() const { return m_training; }
    QCheckBox* ponderBox() const { return m_ponder; }
    QString feedback() const;
    // Engines still being asked which variants they play.
    bool askingEngines() const;

signals:
    // An engine answered which variants it plays (engine/variants.h names).
    void variantsLearned(const QString& name, const QStringList& variants);

private:
    void onPresetChosen(int index);
    void onTextEdited();
    // The book option's default follows the engine: on for the built-in one.
    void onEngineChosen();
    // The strength box offers the chosen engine's levels.
    void updateEloRange();
    // The engine boxes list the engines that play the chosen variant (item data: the index
    // in m_engines), keeping the choice when it still fits.
    void fillEngines();
    // The book option: off for variants and Chess960 starts, else as the engine wants.
    void updateBook();

    Mode m_mode;
    std::vector<engine::EngineEntry> m_engines;
    QComboBox* m_engineBoxes[2] = {nullptr, nullptr};
    QComboBox* m_color = nullptr;
    QSpinBox* m_elo = nullptr;
    QComboBox* m_presets;
    QLineEdit* m_tcEdit;
    QLabel* m_feedback;
    QCheckBox* m_fromShown;
    QCheckBox* m_useBook;
    QComboBox* m_variant;
    QComboBox* m_start;
    QSpinBox* m_number;
    std::optional<int> m_chess960;
    QCheckBox* m_training = nullptr;
    QCheckBox* m_ponder = nullptr;
    QString m_bookName;
    QDialogButtonBox* m_buttons;
    engine::VariantProbe* m_probe;
};

} // namespace kibitz::ui
