// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/headerdialog.h"

#include "chess/result.h"
#include "common/namecompleter.h"

#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <string>

namespace kibitz::ui {

namespace {

// The form's tags, in the order the form shows them.
const std::array<const char*, 11> kFormTags = {"Event",    "Site",  "Date",       "Round",
                                               "White",    "Black", "Result",     "WhiteElo",
                                               "BlackElo", "ECO",   "TimeControl"};
// Tags that belong to the start position, not to the header editor.
const std::array<const char*, 3> kHiddenTags = {"SetUp", "FEN", "Variant"};

bool isFormTag(const QString& name)
{
    return std::any_of(kFormTags.begin(), kFormTags.end(),
                       [&](const char* t) { return name == QLatin1String(t); });
}

bool isHiddenTag(const QString& name)
{
    return std::any_of(kHiddenTags.begin(), kHiddenTags.end(),
                       [&](const char* t) { return name == QLatin1String(t); });
}

// The form's rows, in the order Tab goes through them, each in its column (the game's, the
// players'): the tag, its label and what an empty field stands for. The result has none: it
// is chosen from a list of the four results.
enum class FormColumn : std::uint8_t { Game, Players };
struct FormRow {
    FormColumn column;
    const char* tag;
    const char* label;
    const char* placeholder;
};
constexpr FormRow kFormRows[] = {
    {FormColumn::Game, "Event", QT_TRANSLATE_NOOP("kibitz::ui::HeaderDialog", "&Event:"),
     QT_TRANSLATE_NOOP("kibitz::ui::HeaderDialog", "unknown")},
    {FormColumn::Game, "Site", QT_TRANSLATE_NOOP("kibitz::ui::HeaderDialog", "&Site:"),
     QT_TRANSLATE_NOOP("kibitz::ui::HeaderDialog", "unknown")},
    {FormColumn::Game, "Date", QT_TRANSLATE_NOOP("kibitz::ui::HeaderDialog", "&Date:"),
     QT_TRANSLATE_NOOP("kibitz::ui::HeaderDialog", "YYYY.MM.DD, ?? for unknown")},
    {FormColumn::Game, "Round", QT_TRANSLATE_NOOP("kibitz::ui::HeaderDialog", "R&ound:"),
     QT_TRANSLATE_NOOP("kibitz::ui::HeaderDialog", "unknown")},
    {FormColumn::Game, "Result", QT_TRANSLATE_NOOP("kibitz::ui::HeaderDialog", "Res&ult:"),
     nullptr},
    {FormColumn::Game, "ECO", QT_TRANSLATE_NOOP("kibitz::ui::HeaderDialog", "E&CO:"),
     QT_TRANSLATE_NOOP("kibitz::ui::HeaderDialog", "none")},
    {FormColumn::Game, "TimeControl",
     QT_TRANSLATE_NOOP("kibitz::ui::HeaderDialog", "&Time control:"),
     QT_TRANSLATE_NOOP("kibitz::ui::HeaderDialog", "none, or 300+5, 40/7200")},
    {FormColumn::Players, "White", QT_TRANSLATE_NOOP("kibitz::ui::HeaderDialog", "&White:"),
     QT_TRANSLATE_NOOP("kibitz::ui::HeaderDialog", "unknown")},
    {FormColumn::Players, "WhiteElo",
     QT_TRANSLATE_NOOP("kibitz::ui::HeaderDialog", "White &rating:"),
     QT_TRANSLATE_NOOP("kibitz::ui::HeaderDialog", "none")},
    {FormColumn::Players, "Black", QT_TRANSLATE_NOOP("kibitz::ui::HeaderDialog", "&Black:"),
     QT_TRANSLATE_NOOP("kibitz::ui::HeaderDialog", "unknown")},
    {FormColumn::Players, "BlackElo",
     QT_TRANSLATE_NOOP("kibitz::ui::HeaderDialog", "Black rat&ing:"),
     QT_TRANSLATE_NOOP("kibitz::ui::HeaderDialog", "none")},
};

// PGN standard 8.1.1.3: "YYYY.MM.DD", question marks for unknown digits.
QString checkDate(const QString& value)
{
    static const QRegularExpression form(
        QStringLiteral("^([0-9]{4}|\\?{4})\\.([0-9]{2}|\\?{2})\\.([0-9]{2}|\\?{2})$"));
    const auto match = form.match(value);
    if (!match.hasMatch())
        return HeaderDialog::tr(
                   "“%1” is not of the form YYYY.MM.DD (with ?? for unknown parts, as in "
                   "1972.?\?.?\?)")
            .arg(value);
    const QString y = match.captured(1), m = match.captured(2), d = match.captured(3);
    const bool knowYear = !y.startsWith(QLatin1Char('?'));
    const bool knowMonth = !m.startsWith(QLatin1Char('?'));
    const bool knowDay = !d.startsWith(QLatin1Char('?'));
    if (knowMonth && (m.toInt() < 1 || m.toInt() > 12))
        return HeaderDialog::tr("“%1” has no month %2").arg(value, m);
    if (knowDay) {
        if (d.toInt() < 1 || d.toInt() > 31)
            return HeaderDialog::tr("“%1” has no day %2").arg(value, d);
        // With the month known, the day must exist in it; a leap year is assumed when the
        // year is unknown, so 29 February is allowed then.
        if (knowMonth && !QDate(knowYear ? y.toInt() : 2000, m.toInt(), d.toInt()).isValid())
            return HeaderDialog::tr("“%1” is not a day of the calendar").arg(value);
    }
    return {};
}

// PGN standard 8.1.1.4: "?" unknown, "-" not applicable, else integers joined by periods.
QString checkRound(const QString& value)
{
    static const QRegularExpression form(QStringLiteral("^(\\?|-|[0-9]+(\\.[0-9]+)*)$"));
    if (form.match(value).hasMatch()) return {};
    return HeaderDialog::tr(
               "“%1” is not a round number (such as 3, or 3.1 for board 1 of round 3; ? when "
               "unknown)")
        .arg(value);
}

// PGN standard 8.1.1.7.
QString checkResult(const QString& value)
{
    if (chess::isResultToken(value.toStdString())) return {};
    return HeaderDialog::tr("“%1” is not a result (1-0, 0-1, 1/2-1/2 or *)").arg(value);
}

QString checkElo(const QString& value)
{
    static const QRegularExpression digits(QStringLiteral("^[0-9]{1,4}$"));
    if (value.isEmpty() || value == QLatin1String("-") || value == QLatin1String("?")) return {};
    if (!digits.match(value).hasMatch())
        return HeaderDialog::tr("“%1” is not a rating (a whole number, or empty)").arg(value);
    return {};
}

QString checkEco(const QString& value)
{
    static const QRegularExpression code(QStringLiteral("^[A-E][0-9]{2}$"));
    if (value.isEmpty() || value == QLatin1String("?") || code.match(value).hasMatch()) return {};
    return HeaderDialog::tr("“%1” is not an ECO code (a letter A–E and two digits, as in C42)")
        .arg(value);
}

// PGN standard 9.6.1: periods joined by ":", each "?", "-", "moves/seconds", "seconds",
// "seconds+increment" or "*seconds" (sandclock).
QString checkTimeControl(const QString& value)
{
    static const QRegularExpression field(
        QStringLiteral("^(\\?|-|[0-9]+/[0-9]+|[0-9]+|[0-9]+\\+[0-9]+|\\*[0-9]+)$"));
    if (value.isEmpty()) return {};
    const QStringList periods = value.split(QLatin1Char(':'));
    for (const QString& period : periods)
        if (!field.match(period).hasMatch())
            return HeaderDialog::tr(
                       "“%1” is not a time control: “%2” should be seconds (300), seconds with "
                       "increment (300+5), moves in seconds (40/7200), sandclock (*180), ? or -")
                .arg(value, period);
    return {};
}

} // namespace

QString HeaderDialog::checkName(const QString& name)
{
    static const QRegularExpression symbol(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9_]*$"));
    if (name.isEmpty()) return tr("a tag needs a name");
    if (!symbol.match(name).hasMatch())
        return tr("“%1” is not a tag name (letters, digits and _ only)").arg(name);
    return {};
}

QString HeaderDialog::checkValue(const QString& name, const QString& value)
{
    if (value.contains(QLatin1Char('\n')) || value.contains(QLatin1Char('\r')))
        return tr("a tag value cannot hold a line break");
    if (name == QLatin1String("Date") || name == QLatin1String("EventDate")
        || name == QLatin1String("UTCDate"))
        return value.isEmpty() ? QString() : checkDate(value);
    if (name == QLatin1String("Round")) return value.isEmpty() ? QString() : checkRound(value);
    if (name == QLatin1String("Result")) return value.isEmpty() ? QString() : checkResult(value);
    if (name == QLatin1String("WhiteElo") || name == QLatin1String("BlackElo"))
        return checkElo(value);
    if (name == QLatin1String("ECO")) return checkEco(value);
    if (name == QLatin1String("TimeControl")) return checkTimeControl(value);
    return {};
}

HeaderDialog::HeaderDialog(const pgn::Headers& headers, QWidget* parent)
    : QDialog(parent)
    , m_original(headers)
    , m_result(new QComboBox(this))
    , m_custom(new QTableWidget(0, 2, this))
    , m_removeButton(new QPushButton(tr("Re&move"), this))
    , m_problemLabel(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Game Headers"));
    auto value = [&headers](const char* name) {
        return QString::fromStdString(headers.value(name));
    };
    auto makeField = [&](const char* tag, const QString& placeholder) {
        auto* edit = new QLineEdit(value(tag), this);
        edit->setObjectName(QLatin1String(tag));
        edit->setPlaceholderText(placeholder);
        m_fields.insert(QLatin1String(tag), edit);
        connect(edit, &QLineEdit::textChanged, this, &HeaderDialog::validate);
        return edit;
    };

    // The result's field is a box that lists the four results and edits the tag's text.
    auto makeResultBox = [&] {
        m_result->setEditable(true);
        m_result->setInsertPolicy(QComboBox::NoInsert); // Enter accepts the dialog, adds no item
        m_result->setObjectName(QStringLiteral("ResultCombo"));
        // The tag's text is what the field edits; the list offers the four results.
        for (const auto& [value, text] :
             {std::pair{chess::Result::WhiteWins, tr("1-0 (White wins)")},
              std::pair{chess::Result::BlackWins, tr("0-1 (Black wins)")},
              std::pair{chess::Result::Draw, tr("1/2-1/2 (draw)")},
              std::pair{chess::Result::Unknown, tr("* (unfinished or unknown)")}})
            m_result->addItem(text, QString::fromLatin1(chess::resultText(value)));
        m_result->lineEdit()->setObjectName(QStringLiteral("Result"));
        m_fields.insert(QStringLiteral("Result"), m_result->lineEdit());
        // The list shows what each result means; the field holds the result itself.
        connect(m_result, &QComboBox::activated, this, [this](int index) {
            m_result->lineEdit()->setText(m_result->itemData(index).toString());
        });
        m_result->lineEdit()->setText(value("Result"));
        connect(m_result->lineEdit(), &QLineEdit::textChanged, this, &HeaderDialog::validate);
        return m_result;
    };
    // --- The form: the game on the left, the players on the right.
    //: Group of the game's headers: event, site, date, round, result
    auto* gameBox = new QGroupBox(tr("Game"), this);
    auto* gameForm = new QFormLayout(gameBox);
    auto* playerBox = new QGroupBox(tr("Players"), this);
    auto* playerForm = new QFormLayout(playerBox);
    for (const FormRow& row : kFormRows) {
        QFormLayout* form = row.column == FormColumn::Game ? gameForm : playerForm;
        if (row.placeholder)
            form->addRow(tr(row.label), makeField(row.tag, tr(row.placeholder)));
        else
            form->addRow(tr(row.label), makeResultBox());
    }

    // --- Other tags
    auto* otherBox = new QGroupBox(tr("Other tags"), this);
    auto* otherLayout = new QHBoxLayout(otherBox);
    m_custom->setObjectName(QStringLiteral("customTags"));
    m_custom->setHorizontalHeaderLabels({tr("Tag"), tr("Value")});
    m_custom->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_custom->horizontalHeader()->setStretchLastSection(true);
    m_custom->verticalHeader()->hide();
    m_custom->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 10);
    m_custom->setSelectionBehavior(QAbstractItemView::SelectRows);
    for (const pgn::Tag& tag : headers.tags()) {
        const QString name = QString::fromStdString(tag.name);
        if (pgn::Headers::isRosterTag(tag.name) || isFormTag(name) || isHiddenTag(name)) continue;
        addCustomTag(name, QString::fromStdString(tag.value));
    }
    otherLayout->addWidget(m_custom, 1);
    auto* tagButtons = new QVBoxLayout;
    auto* addButton = new QPushButton(tr("&Add"), this);
    tagButtons->addWidget(addButton);
    tagButtons->addWidget(m_removeButton);
    tagButtons->addStretch(1);
    otherLayout->addLayout(tagButtons);
    connect(addButton, &QPushButton::clicked, this, [this] { addCustomTag(); });
    connect(m_removeButton, &QPushButton::clicked, this, &HeaderDialog::removeSelectedCustomTags);
    connect(m_custom, &QTableWidget::itemChanged, this, &HeaderDialog::validate);
    connect(m_custom, &QTableWidget::itemSelectionChanged, this,
            [this] { m_removeButton->setEnabled(!m_custom->selectedItems().isEmpty()); });
    m_removeButton->setEnabled(false);

    m_problemLabel->setObjectName(QStringLiteral("problems"));
    m_problemLabel->setWordWrap(true);
    m_problemLabel->setTextFormat(Qt::PlainText);
    QPalette warning = m_problemLabel->palette();
    warning.setColor(QPalette::WindowText, QColor(0xb0, 0x20, 0x20));
    m_problemLabel->setPalette(warning);

    auto* columns = new QHBoxLayout;
    columns->addWidget(gameBox, 1);
    columns->addWidget(playerBox, 1);
    playerForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    gameForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns);
    layout->addWidget(otherBox, 1);
    layout->addWidget(m_problemLabel);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (m_problems.isEmpty()) accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    validate();
    // The form's first field, not the result box created before it.
    m_fields.value(QStringLiteral("Event"))->setFocus();
    resize(760, 520);
}

QPushButton* HeaderDialog::okButton() const
{
    return m_buttons->button(QDialogButtonBox::Ok);
}

void HeaderDialog::setPlayerNames(const QStringList& names)
{
    for (const QString& tag : {QStringLiteral("White"), QStringLiteral("Black")})
        if (QLineEdit* edit = m_fields.value(tag)) setNameCompletions(edit, names);
}

void HeaderDialog::addCustomTag(const QString& name, const QString& value)
{
    const int row = m_custom->rowCount();
    {
        const QSignalBlocker quiet(m_custom);
        m_custom->insertRow(row);
        m_custom->setItem(row, 0, new QTableWidgetItem(name));
        m_custom->setItem(row, 1, new QTableWidgetItem(value));
    }
    if (name.isEmpty() && isVisible()) {
        m_custom->setCurrentCell(row, 0);
        m_custom->editItem(m_custom->item(row, 0));
    }
    validate();
}

void HeaderDialog::removeSelectedCustomTags()
{
    QList<int> rows;
    for (const QTableWidgetItem* item : m_custom->selectedItems())
        if (!rows.contains(item->row())) rows.push_back(item->row());
    std::sort(rows.begin(), rows.end(), std::greater<>());
    for (int row : rows) m_custom->removeRow(row);
    validate();
}

void HeaderDialog::validate()
{
    m_problems.clear();
    for (const char* tag : kFormTags) {
        const QString name = QLatin1String(tag);
        QLineEdit* edit = m_fields.value(name);
        const QString problem = checkValue(name, edit->text().trimmed());
        // The field shows that it is the one at fault; the list below says why.
        edit->setStyleSheet(problem.isEmpty() ? QString()
                                              : QStringLiteral("QLineEdit { color: #b02020; }"));
        if (!problem.isEmpty()) m_problems.push_back(tr("%1: %2").arg(name, problem));
    }
    QStringList seen;
    for (int row = 0; row < m_custom->rowCount(); ++row) {
        const QTableWidgetItem* nameItem = m_custom->item(row, 0);
        const QTableWidgetItem* valueItem = m_custom->item(row, 1);
        const QString name = nameItem ? nameItem->text().trimmed() : QString();
        const QString value = valueItem ? valueItem->text() : QString();
        const QString where = tr("Tag in row %1").arg(row + 1);
        if (QString problem = checkName(name); !problem.isEmpty()) {
            m_problems.push_back(tr("%1: %2").arg(where, problem));
            continue;
        }
        if (pgn::Headers::isRosterTag(name.toStdString()) || isFormTag(name))
            m_problems.push_back(tr("%1: %2 has its own field above").arg(where, name));
        else if (isHiddenTag(name))
            m_problems.push_back(
                tr("%1: %2 describes the start position; set it up with Edit > Set Up Position")
                    .arg(where, name));
        else if (seen.contains(name))
            m_problems.push_back(tr("%1: %2 is there twice").arg(where, name));
        else if (QString problem = checkValue(name, value); !problem.isEmpty())
            m_problems.push_back(tr("%1: %2").arg(name, problem));
        seen.push_back(name);
    }
    m_problemLabel->setText(m_problems.join(QLatin1Char('\n')));
    m_problemLabel->setVisible(!m_problems.isEmpty());
    okButton()->setEnabled(m_problems.isEmpty());
}

pgn::Headers HeaderDialog::headers() const
{
    // Everything the dialog shows, by name; an empty optional tag is dropped.
    std::vector<pgn::Tag> edited;
    for (const char* tag : kFormTags) {
        std::string value = m_fields.value(QLatin1String(tag))->text().trimmed().toStdString();
        if (value.empty()) {
            if (!pgn::Headers::isRosterTag(tag)) continue;
            value = std::string(pgn::Headers::rosterDefault(tag));
        }
        edited.push_back({tag, value});
    }
    for (int row = 0; row < m_custom->rowCount(); ++row) {
        const QTableWidgetItem* nameItem = m_custom->item(row, 0);
        const QTableWidgetItem* valueItem = m_custom->item(row, 1);
        if (!nameItem || nameItem->text().trimmed().isEmpty()) continue;
        edited.push_back({nameItem->text().trimmed().toStdString(),
                          valueItem ? valueItem->text().toStdString() : std::string()});
    }
    auto find = [&edited](const std::string& name) {
        return std::find_if(edited.begin(), edited.end(),
                            [&name](const pgn::Tag& t) { return t.name == name; });
    };

    // The roster comes first by itself; the old order is kept for the rest, then new tags.
    pgn::Headers result;
    for (const pgn::Tag& tag : m_original.tags()) {
        if (isHiddenTag(QString::fromStdString(tag.name))) {
            result.set(tag.name, tag.value);
            continue;
        }
        if (auto it = find(tag.name); it != edited.end()) {
            result.set(it->name, it->value);
            edited.erase(it);
        }
    }
    for (const pgn::Tag& tag : edited) result.set(tag.name, tag.value);
    return result;
}

} // namespace kibitz::ui
