// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// An engine's options, built from what the engine declared after "uci": a check box, spin
// box, list, text field (with a file or folder chooser for options named like files or
// paths) or button per option, each showing its default. Options Kibitz manages itself
// (engine/options.h) are left out. values() is what differs from the defaults: what the
// engine list saves and what is applied at every start.

#include "engine/uci_client.h"

#include <QDialog>
#include <QVariantMap>

#include <vector>

class QCheckBox;
class QFormLayout;
class QLabel;
class QSpinBox;

namespace kibitz::ui {

class EngineOptionsDialog : public QDialog {
    Q_OBJECT

public:
    // saved: the values the user chose before (by option name, any case).
    EngineOptionsDialog(const QString& engineName, std::vector<engine::OptionDecl> options,
                        const QVariantMap& saved, QWidget* parent = nullptr);

    // The options shown, in the engine's order.
    [[nodiscard]] const std::vector<engine::OptionDecl>& shownOptions() const { return m_options; }
    // The editor of an option (QCheckBox, QSpinBox, QComboBox, QLineEdit, QPushButton).
    [[nodiscard]] QWidget* editor(const QString& name) const;
    // Values that differ from the engine's defaults, by the engine's spelling of the name.
    [[nodiscard]] QVariantMap values() const;
    // saved with the shown options replaced by values(): options the engine does not declare
    // (any more) are kept as they were.
    [[nodiscard]] QVariantMap merged(const QVariantMap& saved) const;

    // For an XBoard engine: Kibitz's play settings for it, "random" and "nps N" (sent after
    // each game's "new"; engine/options.h), shown below the engine's options and saved with
    // them. The values start from saved.
    void addXBoardPlaySettings(const QVariantMap& saved);
    [[nodiscard]] QCheckBox* xboardRandomBox() const { return m_xboardRandom; }
    [[nodiscard]] QSpinBox* xboardNpsBox() const { return m_xboardNps; }

public slots:
    void restoreDefaults();

signals:
    // A button option was pressed ("Clear Hash"): sent to a running engine at once.
    void buttonPressed(const QString& name);

private:
    [[nodiscard]] QVariant value(std::size_t i) const;
    void setValue(std::size_t i, const QVariant& v);
    [[nodiscard]] QVariant defaultValue(std::size_t i) const;
    void updateLabel(std::size_t i);

    std::vector<engine::OptionDecl> m_options;
    std::vector<QWidget*> m_editors;
    std::vector<QLabel*> m_labels;
    QCheckBox* m_xboardRandom = nullptr;
    QSpinBox* m_xboardNps = nullptr;
};

} // namespace kibitz::ui
