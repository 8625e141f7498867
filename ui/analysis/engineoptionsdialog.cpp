// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/engineoptionsdialog.h"

#include "engine/options.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>
#include <optional>

namespace kibitz::ui {

namespace {

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

// The saved value of an option, looking the name up without regard to case.
QVariant savedValue(const QVariantMap& saved, const QString& name)
{
    for (auto it = saved.cbegin(); it != saved.cend(); ++it)
        if (it.key().compare(name, Qt::CaseInsensitive) == 0) return it.value();
    return {};
}

bool truthy(const QVariant& v)
{
    if (v.typeId() == QMetaType::Bool) return v.toBool();
    return v.toString().compare(QStringLiteral("true"), Qt::CaseInsensitive) == 0;
}

// What Kibitz sends for Hash and Threads when the user saved no value (engine/options.h):
// the machine's, not the engine's historic 16 MB and one thread. The dialog shows and restores
// these, so that what it shows is what the engine gets.
std::optional<long long> machineDefault(const engine::OptionDecl& o)
{
    const QString name = qs(o.name);
    if (name.compare(QLatin1String("Hash"), Qt::CaseInsensitive) == 0)
        return engine::defaultHashMb(o, engine::thisMachine());
    if (name.compare(QLatin1String("Threads"), Qt::CaseInsensitive) == 0)
        return engine::defaultThreads(o, engine::thisMachine());
    return std::nullopt;
}

} // namespace

EngineOptionsDialog::EngineOptionsDialog(const QString& engineName,
                                         std::vector<engine::OptionDecl> options,
                                         const QVariantMap& saved, QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Options of %1").arg(engineName));
    for (engine::OptionDecl& o : options)
        if (!engine::isManagedOption(o.name)) m_options.push_back(std::move(o));

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    for (std::size_t i = 0; i < m_options.size(); ++i) {
        const engine::OptionDecl& o = m_options[i];
        const QString name = qs(o.name);
        QWidget* editor = nullptr;
        QWidget* field = nullptr;
        switch (o.type) {
        case engine::OptionType::Check: {
            auto* box = new QCheckBox;
            connect(box, &QCheckBox::toggled, this, [this, i] { updateLabel(i); });
            editor = box;
            break;
        }
        case engine::OptionType::Spin: {
            auto* spin = new QSpinBox;
            auto clamp = [](long long v) {
                return int(std::clamp<long long>(v, INT_MIN, INT_MAX));
            };
            spin->setRange(clamp(o.min.value_or(INT_MIN)), clamp(o.max.value_or(INT_MAX)));
            spin->setAccelerated(true);
            spin->setMinimumWidth(
                spin->fontMetrics().horizontalAdvance(QStringLiteral("0000000000")));
            connect(spin, &QSpinBox::valueChanged, this, [this, i] { updateLabel(i); });
            editor = spin;
            break;
        }
        case engine::OptionType::Combo: {
            auto* combo = new QComboBox;
            for (const std::string& v : o.vars) combo->addItem(qs(v));
            connect(combo, &QComboBox::currentIndexChanged, this, [this, i] { updateLabel(i); });
            editor = combo;
            break;
        }
        case engine::OptionType::Button: {
            auto* button = new QPushButton(tr("Run Now"));
            button->setToolTip(tr("Sends “%1” to the engine now, when it is running.").arg(name));
            connect(button, &QPushButton::clicked, this,
                    [this, name] { emit buttonPressed(name); });
            editor = button;
            break;
        }
        case engine::OptionType::String: {
            auto* edit = new QLineEdit;
            connect(edit, &QLineEdit::textChanged, this, [this, i] { updateLabel(i); });
            editor = edit;
            const engine::PathKind kind = engine::pathKind(o);
            if (kind != engine::PathKind::None) {
                auto* browse = new QToolButton;
                browse->setText(tr("…"));
                browse->setToolTip(kind == engine::PathKind::File ? tr("Choose a file")
                                                                  : tr("Choose a folder"));
                connect(browse, &QToolButton::clicked, this, [this, edit, kind, name] {
                    const QString start = edit->text();
                    const QString chosen =
                        kind == engine::PathKind::File
                            ? QFileDialog::getOpenFileName(this, tr("%1 – Choose a File").arg(name),
                                                           start)
                            : QFileDialog::getExistingDirectory(
                                this, tr("%1 – Choose a Folder").arg(name), start);
                    if (!chosen.isEmpty()) edit->setText(chosen);
                });
                auto* row = new QWidget;
                auto* h = new QHBoxLayout(row);
                h->setContentsMargins(0, 0, 0, 0);
                h->addWidget(edit, 1);
                h->addWidget(browse);
                field = row;
            }
            break;
        }
        }
        editor->setObjectName(name);
        const auto machine = machineDefault(o);
        const QString def = machine ? QString::number(*machine) : qs(engine::displayDefault(o));
        if (o.type != engine::OptionType::Button)
            editor->setToolTip(
                o.type == engine::OptionType::Spin && o.min && o.max
                    ? tr("Default: %1 (from %2 to %3)").arg(def).arg(*o.min).arg(*o.max)
                : def.isEmpty() ? tr("Default: empty")
                                : tr("Default: %1").arg(def));
        auto* label = new QLabel(name);
        label->setBuddy(editor);
        m_editors.push_back(editor);
        m_labels.push_back(label);
        form->addRow(label, field ? field : editor);
        const QVariant v = savedValue(saved, name);
        setValue(i, v.isValid() ? v : defaultValue(i));
        updateLabel(i);
    }

    auto* inner = new QWidget;
    inner->setLayout(form);
    auto* scroll = new QScrollArea;
    scroll->setWidget(inner);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel
                                         | QDialogButtonBox::RestoreDefaults);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            &EngineOptionsDialog::restoreDefaults);

    auto* layout = new QVBoxLayout(this);
    auto* note = new QLabel(m_options.empty()
                                ? tr("%1 declares no options that can be set here.").arg(engineName)
                                : tr("Options in bold differ from the engine's defaults; "
                                     "they are applied whenever the engine starts."));
    note->setWordWrap(true);
    layout->addWidget(note);
    layout->addWidget(scroll, 1);
    layout->addWidget(buttons);
    resize(480, qMin(640, 140 + 34 * int(m_options.size())));
}

QWidget* EngineOptionsDialog::editor(const QString& name) const
{
    for (std::size_t i = 0; i < m_options.size(); ++i)
        if (qs(m_options[i].name).compare(name, Qt::CaseInsensitive) == 0) return m_editors[i];
    return nullptr;
}

QVariant EngineOptionsDialog::defaultValue(std::size_t i) const
{
    const engine::OptionDecl& o = m_options[i];
    switch (o.type) {
    case engine::OptionType::Check:
        return truthy(qs(o.defaultValue));
    case engine::OptionType::Spin:
        if (const auto machine = machineDefault(o)) return int(*machine);
        return qs(o.defaultValue).toInt();
    case engine::OptionType::Button:
        return {};
    case engine::OptionType::Combo:
    case engine::OptionType::String:
        break;
    }
    return qs(engine::displayDefault(o));
}

QVariant EngineOptionsDialog::value(std::size_t i) const
{
    QWidget* w = m_editors[i];
    switch (m_options[i].type) {
    case engine::OptionType::Check:
        return static_cast<QCheckBox*>(w)->isChecked();
    case engine::OptionType::Spin:
        return static_cast<QSpinBox*>(w)->value();
    case engine::OptionType::Combo:
        return static_cast<QComboBox*>(w)->currentText();
    case engine::OptionType::String:
        return static_cast<QLineEdit*>(w)->text();
    case engine::OptionType::Button:
        break;
    }
    return {};
}

void EngineOptionsDialog::setValue(std::size_t i, const QVariant& v)
{
    QWidget* w = m_editors[i];
    switch (m_options[i].type) {
    case engine::OptionType::Check:
        static_cast<QCheckBox*>(w)->setChecked(truthy(v));
        break;
    case engine::OptionType::Spin:
        static_cast<QSpinBox*>(w)->setValue(v.toInt());
        break;
    case engine::OptionType::Combo: {
        auto* combo = static_cast<QComboBox*>(w);
        const int at = combo->findText(v.toString(), Qt::MatchFixedString);
        if (at >= 0) combo->setCurrentIndex(at);
        break;
    }
    case engine::OptionType::String:
        static_cast<QLineEdit*>(w)->setText(v.toString());
        break;
    case engine::OptionType::Button:
        break;
    }
}

void EngineOptionsDialog::updateLabel(std::size_t i)
{
    if (i >= m_labels.size()) return; // while building
    QFont f = m_labels[i]->font();
    f.setBold(m_options[i].type != engine::OptionType::Button && value(i) != defaultValue(i));
    m_labels[i]->setFont(f);
}

QVariantMap EngineOptionsDialog::values() const
{
    QVariantMap out;
    for (std::size_t i = 0; i < m_options.size(); ++i) {
        if (m_options[i].type == engine::OptionType::Button) continue;
        const QVariant v = value(i);
        if (v != defaultValue(i)) out.insert(qs(m_options[i].name), v);
    }
    if (m_xboardRandom && m_xboardRandom->isChecked())
        out.insert(qs(engine::XBoardRandomSetting), true);
    if (m_xboardNps && m_xboardNps->value() > 0)
        out.insert(qs(engine::XBoardNpsSetting), m_xboardNps->value());
    return out;
}

QVariantMap EngineOptionsDialog::merged(const QVariantMap& saved) const
{
    QVariantMap out;
    const auto shownHere = [this](const QString& key) {
        return editor(key)
               || (m_xboardRandom
                   && (key == qs(engine::XBoardRandomSetting)
                       || key == qs(engine::XBoardNpsSetting)));
    };
    for (auto it = saved.cbegin(); it != saved.cend(); ++it)
        if (!shownHere(it.key())) out.insert(it.key(), it.value());
    const QVariantMap mine = values();
    for (auto it = mine.cbegin(); it != mine.cend(); ++it) out.insert(it.key(), it.value());
    return out;
}

void EngineOptionsDialog::restoreDefaults()
{
    for (std::size_t i = 0; i < m_options.size(); ++i) setValue(i, defaultValue(i));
    if (m_xboardRandom) m_xboardRandom->setChecked(false);
    if (m_xboardNps) m_xboardNps->setValue(0);
}

void EngineOptionsDialog::addXBoardPlaySettings(const QVariantMap& saved)
{
    if (m_xboardRandom) return;
    //: Group of the engine options dialog: how an XBoard engine plays games
    auto* group = new QGroupBox(tr("Play (XBoard)"), this);
    auto* form = new QFormLayout(group);
    m_xboardRandom = new QCheckBox(tr("&Vary its moves (random)"), group);
    m_xboardRandom->setObjectName(QStringLiteral("xboardRandom"));
    m_xboardRandom->setToolTip(tr("Sends \"random\" at the start of each game: engines that "
                                  "know it (GNU Chess) vary their play; others ignore it"));
    const QVariant random = saved.value(qs(engine::XBoardRandomSetting));
    m_xboardRandom->setChecked(truthy(random));
    form->addRow(m_xboardRandom);
    m_xboardNps = new QSpinBox(group);
    m_xboardNps->setObjectName(QStringLiteral("xboardNps"));
    m_xboardNps->setRange(0, 1000000000);
    m_xboardNps->setSingleStep(1000);
    //: The nodes-per-second limit is not used
    m_xboardNps->setSpecialValueText(tr("off"));
    m_xboardNps->setToolTip(tr("Sends \"nps N\" at the start of each game: the engine counts "
                               "N nodes as a second of its clock (only to engines that declare "
                               "nps=1)"));
    m_xboardNps->setValue(saved.value(qs(engine::XBoardNpsSetting)).toInt());
    auto* npsLabel = new QLabel(tr("&Nodes per second (nps):"), group);
    npsLabel->setBuddy(m_xboardNps);
    form->addRow(npsLabel, m_xboardNps);
    auto* box = qobject_cast<QVBoxLayout*>(layout());
    box->insertWidget(box->count() - 1, group);
}

} // namespace kibitz::ui
