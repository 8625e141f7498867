// SPDX-License-Identifier: GPL-3.0-or-later
#include "database/filterdialog.h"

#include "common/namecompleter.h"

#include "model/databasemodel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace kibitz::ui {

namespace {

// "1990", "1990.05", "1990.05.17" (dots or dashes); upTo: a year or month counts to its end.
std::optional<std::uint32_t> parseDate(const QString& text, bool upTo)
{
    const QString t = text.trimmed();
    if (t.isEmpty()) return std::nullopt;
    const QStringList parts =
        QString(t).replace(QLatin1Char('-'), QLatin1Char('.')).split(QLatin1Char('.'));
    bool ok = true;
    const int y = parts.value(0).toInt(&ok);
    if (!ok) return std::nullopt;
    const int m = parts.size() > 1 ? parts[1].toInt() : (upTo ? 12 : 0);
    const int d = parts.size() > 2 ? parts[2].toInt() : (upTo ? 31 : 0);
    return std::uint32_t(y * 10000 + m * 100 + d);
}

QString dateText(std::optional<std::uint32_t> date)
{
    if (!date) return {};
    return QStringLiteral("%1.%2.%3")
        .arg(*date / 10000)
        .arg(*date / 100 % 100, 2, 10, QLatin1Char('0'))
        .arg(*date % 100, 2, 10, QLatin1Char('0'));
}

QSpinBox* spin(QWidget* parent, int max, const QString& none)
{
    auto* s = new QSpinBox(parent);
    s->setRange(0, max);
    s->setSpecialValueText(none);
    return s;
}

} // namespace

FilterDialog::FilterDialog(const model::DatabaseModel* model, QWidget* parent)
    : QDialog(parent)
    , m_model(model)
{
    setWindowTitle(tr("Filter Games"));
    m_player = new QLineEdit(this);
    m_player->setObjectName(QStringLiteral("player"));
    m_side = new QComboBox(this);
    m_side->addItem(tr("with either colour"), int(db::PlayerSide::Either));
    m_side->addItem(tr("with White"), int(db::PlayerSide::White));
    m_side->addItem(tr("with Black"), int(db::PlayerSide::Black));
    m_opponent = new QLineEdit(this);
    m_minElo = spin(this, 4000, tr("any"));
    m_minElo->setObjectName(QStringLiteral("minElo"));
    m_maxElo = spin(this, 4000, tr("any"));
    m_fromDate = new QLineEdit(this);
    m_fromDate->setPlaceholderText(tr("YYYY.MM.DD"));
    m_toDate = new QLineEdit(this);
    m_toDate->setPlaceholderText(tr("YYYY.MM.DD"));
    m_white = new QCheckBox(tr("1-0"), this);
    m_white->setObjectName(QStringLiteral("whiteWins"));
    m_draw = new QCheckBox(tr("½-½"), this);
    m_black = new QCheckBox(tr("0-1"), this);
    m_unknown = new QCheckBox(tr("*"), this);
    m_fromEco = new QLineEdit(this);
    m_fromEco->setPlaceholderText(QStringLiteral("A00"));
    m_fromEco->setMaxLength(3);
    m_toEco = new QLineEdit(this);
    m_toEco->setPlaceholderText(QStringLiteral("E99"));
    m_toEco->setMaxLength(3);
    m_event = new QLineEdit(this);
    m_site = new QLineEdit(this);
    m_minPlies = spin(this, 2000, tr("any"));
    m_maxPlies = spin(this, 2000, tr("any"));
    m_errors = new QComboBox(this);
    m_errors->addItem(tr("All games"));
    m_errors->addItem(tr("Only games with errors"));
    m_errors->addItem(tr("Only games without errors"));
    m_count = new QLabel(this);
    m_count->setObjectName(QStringLiteral("filterCount"));
    QFont bold = m_count->font();
    bold.setBold(true);
    m_count->setFont(bold);

    auto row = [this](QWidget* a, const QString& between, QWidget* b) {
        auto* w = new QWidget(this);
        auto* l = new QHBoxLayout(w);
        l->setContentsMargins(0, 0, 0, 0);
        l->addWidget(a);
        if (!between.isEmpty()) l->addWidget(new QLabel(between, w));
        if (b) l->addWidget(b);
        return w;
    };
    auto* results = new QWidget(this);
    auto* rl = new QHBoxLayout(results);
    rl->setContentsMargins(0, 0, 0, 0);
    for (QCheckBox* c : {m_white, m_draw, m_black, m_unknown}) rl->addWidget(c);
    rl->addStretch();

    auto* form = new QFormLayout;
    form->addRow(tr("&Player:"), row(m_player, {}, m_side));
    form->addRow(tr("&Opponent:"), m_opponent);
    //: Between two fields of a range: "from X to Y"
    form->addRow(tr("&Elo of both:"), row(m_minElo, tr("to"), m_maxElo));
    form->addRow(tr("&Date:"), row(m_fromDate, tr("to"), m_toDate));
    form->addRow(tr("Result:"), results);
    form->addRow(tr("EC&O:"), row(m_fromEco, tr("to"), m_toEco));
    form->addRow(tr("E&vent:"), m_event);
    form->addRow(tr("&Site:"), m_site);
    form->addRow(tr("P&lies:"), row(m_minPlies, tr("to"), m_maxPlies));
    form->addRow(tr("E&rrors:"), m_errors);

    auto* buttons = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::Reset, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::Reset), &QPushButton::clicked, this,
            [this] { setFilter({}); });

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_count);
    layout->addWidget(buttons);

    m_quickSearch = QString::fromStdString(model->headerFilter().text);
    // Players are completed from the database's names; what is typed finds every spelling of
    // the players it names (db::PlayerNames::idsFor).
    const QStringList names = model->playerNameList();
    setNameCompletions(m_player, names);
    setNameCompletions(m_opponent, names);
    m_player->setToolTip(tr("A player's name finds all of the player's spellings (“Carlsen” "
                            "finds “Carlsen,M” and “Carlsen, Magnus”)"));
    m_opponent->setObjectName(QStringLiteral("opponent"));

    setFilter(model->headerFilter());
    for (QLineEdit* e :
         {m_player, m_opponent, m_fromDate, m_toDate, m_fromEco, m_toEco, m_event, m_site})
        connect(e, &QLineEdit::textChanged, this, &FilterDialog::updateCount);
    for (QSpinBox* s : {m_minElo, m_maxElo, m_minPlies, m_maxPlies})
        connect(s, &QSpinBox::valueChanged, this, &FilterDialog::updateCount);
    for (QCheckBox* c : {m_white, m_draw, m_black, m_unknown})
        connect(c, &QCheckBox::toggled, this, &FilterDialog::updateCount);
    for (QComboBox* c : {m_side, m_errors})
        connect(c, &QComboBox::currentIndexChanged, this, &FilterDialog::updateCount);
    updateCount();
}

db::HeaderFilter FilterDialog::filter() const
{
    db::HeaderFilter f;
    f.player = m_player->text().trimmed().toStdString();
    f.side = db::PlayerSide(m_side->currentData().toInt());
    f.opponent = m_opponent->text().trimmed().toStdString();
    if (m_minElo->value()) f.minElo = m_minElo->value();
    if (m_maxElo->value()) f.maxElo = m_maxElo->value();
    f.fromDate = parseDate(m_fromDate->text(), false);
    f.toDate = parseDate(m_toDate->text(), true);
    if (m_white->isChecked()) f.results.push_back(chess::Result::WhiteWins);
    if (m_draw->isChecked()) f.results.push_back(chess::Result::Draw);
    if (m_black->isChecked()) f.results.push_back(chess::Result::BlackWins);
    if (m_unknown->isChecked()) f.results.push_back(chess::Result::Unknown);
    if (const auto eco = db::ecoNumber(m_fromEco->text().trimmed().toStdString())) f.fromEco = eco;
    if (const auto eco = db::ecoNumber(m_toEco->text().trimmed().toStdString())) f.toEco = eco;
    f.event = m_event->text().trimmed().toStdString();
    f.site = m_site->text().trimmed().toStdString();
    if (m_minPlies->value()) f.minPlies = m_minPlies->value();
    if (m_maxPlies->value()) f.maxPlies = m_maxPlies->value();
    if (m_errors->currentIndex() == 1) f.withErrors = true;
    if (m_errors->currentIndex() == 2) f.withErrors = false;
    f.text = m_quickSearch.toStdString();
    return f;
}

void FilterDialog::setFilter(const db::HeaderFilter& f)
{
    m_player->setText(QString::fromStdString(f.player));
    m_side->setCurrentIndex(m_side->findData(int(f.side)));
    m_opponent->setText(QString::fromStdString(f.opponent));
    m_minElo->setValue(f.minElo.value_or(0));
    m_maxElo->setValue(f.maxElo.value_or(0));
    m_fromDate->setText(dateText(f.fromDate));
    m_toDate->setText(dateText(f.toDate));
    auto has = [&](chess::Result r) {
        return std::find(f.results.begin(), f.results.end(), r) != f.results.end();
    };
    m_white->setChecked(has(chess::Result::WhiteWins));
    m_draw->setChecked(has(chess::Result::Draw));
    m_black->setChecked(has(chess::Result::BlackWins));
    m_unknown->setChecked(has(chess::Result::Unknown));
    m_fromEco->setText(f.fromEco ? QString::fromStdString(db::ecoText(*f.fromEco)) : QString());
    m_toEco->setText(f.toEco ? QString::fromStdString(db::ecoText(*f.toEco)) : QString());
    m_event->setText(QString::fromStdString(f.event));
    m_site->setText(QString::fromStdString(f.site));
    m_minPlies->setValue(f.minPlies.value_or(0));
    m_maxPlies->setValue(f.maxPlies.value_or(0));
    m_errors->setCurrentIndex(!f.withErrors ? 0 : (*f.withErrors ? 1 : 2));
}

void FilterDialog::setQuickSearch(const QString& text)
{
    m_quickSearch = text.trimmed();
    updateCount();
}

QString FilterDialog::countText() const
{
    return m_count->text();
}

void FilterDialog::updateCount()
{
    const db::Database* db = m_model->database();
    if (!db) return;
    const QLocale locale;
    // What the list will show: the quick search and a search (position, pawns, material)
    // narrow it as well, and the count says so ("4,135 match" above a list of 3 rows was
    // a count of something else).
    const std::size_t n = m_model->countMatching(filter());
    QString text =
        tr("%1 of %Ln game(s) match", nullptr, int(db->size())).arg(locale.toString(qulonglong(n)));
    QStringList also;
    //: The filter dialog's count: what else narrows the list
    if (!m_quickSearch.isEmpty()) also << tr("the quick search “%1”").arg(m_quickSearch);
    if (QString search = m_model->searchDescription(); !search.isEmpty()) {
        search[0] = search[0].toLower(); // "Games reaching …" inside the sentence
        also << search;
    }
    if (!also.isEmpty())
        //: The filter dialog's count, then what else narrows the list
        text = tr("%1, with %2").arg(text, also.join(tr(" and ")));
    m_count->setText(text);
}

} // namespace kibitz::ui
