// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/newgamedialog.h"

#include "chess/variant.h"
#include "engine/variantprobe.h"
#include "engine/variants.h"
#include "search/strength.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSettings>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>

namespace kibitz::ui {

namespace {

struct Preset {
    const char* label;
    const char* text;
};

// Common rates of play, then the fixed limits that suit engines.
constexpr Preset Presets[] = {
    {QT_TRANSLATE_NOOP("kibitz::ui::NewGameDialog", "Bullet 1 min + 0"), "60+0"},
    {QT_TRANSLATE_NOOP("kibitz::ui::NewGameDialog", "Blitz 3 min + 2 s"), "180+2"},
    {QT_TRANSLATE_NOOP("kibitz::ui::NewGameDialog", "Blitz 5 min + 3 s"), "300+3"},
    {QT_TRANSLATE_NOOP("kibitz::ui::NewGameDialog", "Rapid 10 min + 5 s"), "600+5"},
    {QT_TRANSLATE_NOOP("kibitz::ui::NewGameDialog", "Rapid 15 min + 10 s"), "900+10"},
    {QT_TRANSLATE_NOOP("kibitz::ui::NewGameDialog", "Classical 30 min + 20 s"), "1800+20"},
    {QT_TRANSLATE_NOOP("kibitz::ui::NewGameDialog",
                       "Classical 40 moves in 90 min, then 30 min, + 30 s"),
     "40/5400+30:1800+30"},
    {QT_TRANSLATE_NOOP("kibitz::ui::NewGameDialog", "1 s per move"), "movetime=1"},
    {QT_TRANSLATE_NOOP("kibitz::ui::NewGameDialog", "5 s per move"), "movetime=5"},
    {QT_TRANSLATE_NOOP("kibitz::ui::NewGameDialog", "Depth 8"), "depth=8"},
    {QT_TRANSLATE_NOOP("kibitz::ui::NewGameDialog", "100,000 nodes"), "nodes=100000"},
};

const auto LastTcKey = QStringLiteral("play/timeControl");
const auto LastEngineKey = QStringLiteral("play/engine%1"); // seat 0, 1
const auto LastColorKey = QStringLiteral("play/color");
const auto LastEloKey = QStringLiteral("play/elo");
const auto TrainingKey = QStringLiteral("play/trainingMode");
const auto PonderKey = QStringLiteral("play/ponder");
const auto VariantKey = QStringLiteral("play/variant");

// "5 min", "30 s", "1 h 30 min", "2.5 s" in the window's language (TimeControl::toDisplay
// is the English of the CLI).
QString duration(std::int64_t ms)
{
    if (ms >= 60000 && ms % 60000 == 0) {
        const qint64 minutes = ms / 60000;
        if (minutes >= 60 && minutes % 60 == 0) return NewGameDialog::tr("%1 h").arg(minutes / 60);
        if (minutes > 60)
            return NewGameDialog::tr("%1 h %2 min").arg(minutes / 60).arg(minutes % 60);
        return NewGameDialog::tr("%1 min").arg(minutes);
    }
    return NewGameDialog::tr("%1 s").arg(QLocale().toString(double(ms) / 1000, 'g', 6));
}

// What a time control means, as TimeControl::toDisplay says it, translated.
QString describe(const play::TimeControl& tc)
{
    switch (tc.kind()) {
    case play::TimeControl::Kind::MoveTime:
        return NewGameDialog::tr("%1 per move").arg(duration(tc.moveTimeMs()));
    case play::TimeControl::Kind::Depth:
        return NewGameDialog::tr("depth %1").arg(tc.depthLimit());
    case play::TimeControl::Kind::Nodes:
        return NewGameDialog::tr("%Ln node(s)", nullptr, int(tc.nodeLimit()));
    case play::TimeControl::Kind::Clock:
        break;
    }
    const auto& periods = tc.periodList();
    QStringList parts;
    for (const play::TimePeriod& p : periods) {
        QString part = duration(p.timeMs);
        if (p.incrementMs > 0 || periods.size() == 1)
            part = NewGameDialog::tr("%1 + %2").arg(part, duration(p.incrementMs));
        if (p.moves > 0)
            //: %n moves to make in the time %1 (a period of a classical time control)
            part = NewGameDialog::tr("%n move(s) in %1", nullptr, p.moves).arg(part);
        parts << part;
    }
    QString text = parts.join(NewGameDialog::tr(", then "));
    if (!periods.empty() && periods.back().moves > 0)
        text = NewGameDialog::tr("%1, repeating").arg(text);
    return text;
}

} // namespace

NewGameDialog::NewGameDialog(Mode mode, std::vector<engine::EngineEntry> engines, QWidget* parent)
    : QDialog(parent)
    , m_mode(mode)
    , m_engines(std::move(engines))
    , m_presets(new QComboBox(this))
    , m_tcEdit(new QLineEdit(this))
    , m_feedback(new QLabel(this))
    , m_fromShown(new QCheckBox(tr("Start from the position on the boar&d"), this))
    , m_useBook(new QCheckBox(this))
    , m_variant(new QComboBox(this))
    , m_start(new QComboBox(this))
    , m_number(new QSpinBox(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
    , m_probe(new engine::VariantProbe(this))
{
    setWindowTitle(mode == Mode::AgainstEngine ? tr("New Game Against Engine")
                                               : tr("Engine Match"));
    auto* form = new QFormLayout(this);
    const int seats = mode == Mode::AgainstEngine ? 1 : 2;
    for (int s = 0; s < seats; ++s) {
        m_engineBoxes[s] = new QComboBox(this);
        form->addRow(mode == Mode::AgainstEngine ? tr("&Engine:")
                     : s == 0                    ? tr("&White:")
                                                 : tr("&Black:"),
                     m_engineBoxes[s]);
    }
    if (mode == Mode::AgainstEngine) {
        m_color = new QComboBox(this);
        m_color->addItem(tr("White"));
        m_color->addItem(tr("Black"));
        //: Your colour is chosen at random
        m_color->addItem(tr("Random"));
        form->addRow(tr("You &play:"), m_color);
        // UCI_LimitStrength + UCI_Elo, for engines that have them (the built-in one does).
        m_elo = new QSpinBox(this);
        m_elo->setRange(0, 3500);
        m_elo->setSingleStep(100);
        m_elo->setSpecialValueText(tr("Full strength"));
        m_elo->setToolTip(
            tr("The engine plays at about this rating, if it can limit its strength"));
        form->addRow(tr("Engine &strength (Elo):"), m_elo);
    }
    for (const Preset& p : Presets) m_presets->addItem(tr(p.label), QString::fromLatin1(p.text));
    m_presets->addItem(tr("Custom"));
    form->addRow(tr("&Time control:"), m_presets);
    m_tcEdit->setToolTip(tr("Base+increment in seconds or with units (300+2, 5m+3s, 0:30+0.5), "
                            "periods (40/5400+30:1800+30), or movetime=S, depth=N, nodes=N"));
    form->addRow(tr("As te&xt:"), m_tcEdit);
    m_feedback->setWordWrap(true);
    form->addRow(QString(), m_feedback);
    // The rules: chess or one of the variants, by the names lichess gives them.
    for (int v = 0; v < chess::VariantCount; ++v) {
        const auto variant = chess::Variant(v);
        m_variant->addItem(variant == chess::Variant::Standard
                               ? tr("Chess")
                               : QString::fromLatin1(chess::variantTagName(variant)),
                           v);
    }
    form->addRow(tr("&Variant:"), m_variant);
    // Where the game starts: the standard array, or a Chess960 one by number or at random.
    //: The start position: standard chess (not Chess960)
    m_start->addItem(tr("Standard"));
    m_start->addItem(tr("Chess960, at random"));
    m_start->addItem(tr("Chess960, number:"));
    m_number->setRange(0, 959);
    m_number->setValue(518);
    m_number->setEnabled(false);
    m_number->setToolTip(tr("Chess960 start positions are numbered 0-959; 518 is the standard "
                            "one"));
    auto* startRow = new QHBoxLayout;
    startRow->addWidget(m_start, 1);
    startRow->addWidget(m_number);
    // A row of two widgets gets no buddy by itself: without one the accelerator showed as "&".
    auto* startLabel = new QLabel(tr("St&art:"), this);
    startLabel->setBuddy(m_start);
    form->addRow(startLabel, startRow);
    connect(m_start, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_number->setEnabled(index == 2);
        m_fromShown->setEnabled(index == 0 && variant() == chess::Variant::Standard);
        updateBook();
    });
    connect(m_number, &QSpinBox::valueChanged, this, &NewGameDialog::updateBook);
    // A variant starts from its own array: Chess960 starts and the board's position are for
    // chess.
    connect(m_variant, &QComboBox::currentIndexChanged, this, [this] {
        fillEngines();
        const bool chess = variant() == chess::Variant::Standard;
        if (!chess) {
            m_start->setCurrentIndex(0);
            m_fromShown->setChecked(false);
        }
        m_start->setEnabled(chess && !m_fromShown->isChecked());
        m_fromShown->setEnabled(chess && m_start->currentIndex() == 0);
        updateBook();
    });
    connect(m_fromShown, &QCheckBox::toggled, m_start,
            [this](bool on) { m_start->setEnabled(!on); });
    form->addRow(QString(), m_fromShown);
    form->addRow(QString(), m_useBook);
    m_ponder = new QCheckBox(mode == Mode::AgainstEngine
                                 ? tr("Po&nder: the engine thinks on your time")
                                 : tr("Po&nder: each engine thinks on its opponent's time"),
                             this);
    m_ponder->setToolTip(tr("After its move the engine goes on thinking about the reply it "
                            "expects; when that reply comes, it answers sooner and better"));
    form->addRow(QString(), m_ponder);
    if (mode == Mode::AgainstEngine) {
        m_training = new QCheckBox(tr("T&raining mode: keep the book, engine and tablebase "
                                      "panes in view"),
                                   this);
        m_training->setToolTip(tr("Without it those panes are covered until the game ends"));
        form->addRow(QString(), m_training);
    }
    form->addRow(m_buttons);
    setBookName(QString());

    connect(m_presets, &QComboBox::activated, this, &NewGameDialog::onPresetChosen);
    connect(m_tcEdit, &QLineEdit::textChanged, this, &NewGameDialog::onTextEdited);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        // The next game starts from these choices.
        QSettings settings;
        settings.setValue(LastTcKey, m_tcEdit->text());
        for (int s = 0; s < 2; ++s)
            if (m_engineBoxes[s])
                if (const engine::EngineEntry* e = engine(s))
                    settings.setValue(LastEngineKey.arg(s), e->name);
        if (m_color) settings.setValue(LastColorKey, m_color->currentIndex());
        if (m_elo) settings.setValue(LastEloKey, m_elo->value());
        if (m_training) settings.setValue(TrainingKey, m_training->isChecked());
        settings.setValue(PonderKey, m_ponder->isChecked());
        settings.setValue(VariantKey, m_variant->currentIndex());
        m_chess960.reset();
        if (!m_fromShown->isChecked() && m_start->currentIndex() == 1)
            m_chess960 = int(QRandomGenerator::global()->bounded(960));
        else if (!m_fromShown->isChecked() && m_start->currentIndex() == 2)
            m_chess960 = m_number->value();
        accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    const QSettings settings;
    fillEngines();
    m_tcEdit->setText(settings.value(LastTcKey, QStringLiteral("300+3")).toString());
    for (int s = 0; s < seats; ++s) {
        const QString lastName = settings.value(LastEngineKey.arg(s)).toString();
        for (int i = 0; i < m_engineBoxes[s]->count(); ++i)
            if (m_engines[std::size_t(m_engineBoxes[s]->itemData(i).toInt())].name == lastName)
                m_engineBoxes[s]->setCurrentIndex(i);
    }
    if (m_color)
        m_color->setCurrentIndex(std::clamp(settings.value(LastColorKey, 0).toInt(), 0, 2));
    updateEloRange();
    if (m_elo) m_elo->setValue(settings.value(LastEloKey, 0).toInt());
    if (m_training) m_training->setChecked(settings.value(TrainingKey, false).toBool());
    m_ponder->setChecked(settings.value(PonderKey, false).toBool());
    m_variant->setCurrentIndex(
        std::clamp(settings.value(VariantKey, 0).toInt(), 0, chess::VariantCount - 1));
    for (int s = 0; s < seats; ++s)
        connect(m_engineBoxes[s], &QComboBox::currentIndexChanged, this,
                &NewGameDialog::onEngineChosen);
    // Engines not asked yet are asked now, so that a variant is offered only the engines that
    // play it, before their first game.
    connect(m_probe, &engine::VariantProbe::learned, this,
            [this](const QString& name, const QStringList& variants) {
                for (engine::EngineEntry& e : m_engines)
                    if (e.name == name) e.variants = variants;
                emit variantsLearned(name, variants);
                fillEngines();
            });
    connect(m_probe, &engine::VariantProbe::failed, this, &NewGameDialog::fillEngines);
    m_probe->ask(m_engines);
    fillEngines();
    if (m_engines.empty()) {
        m_feedback->setText(tr("No engine is known: add one to the engine list, or install one."));
        m_buttons->button(QDialogButtonBox::Ok)->setEnabled(false);
    }
}

const engine::EngineEntry* NewGameDialog::engine(int seat) const
{
    const QComboBox* box = m_engineBoxes[seat == 0 ? 0 : 1];
    if (!box || box->currentIndex() < 0) return nullptr;
    const int i = box->currentData().toInt();
    if (i < 0 || std::size_t(i) >= m_engines.size()) return nullptr;
    return &m_engines[std::size_t(i)];
}

void NewGameDialog::fillEngines()
{
    const chess::Variant v = variant();
    std::vector<std::string> names;
    for (int s = 0; s < 2; ++s) {
        QComboBox* box = m_engineBoxes[s];
        if (!box) continue;
        const int chosen = box->currentIndex() >= 0 ? box->currentData().toInt() : -1;
        const QSignalBlocker blocker(box);
        box->clear();
        for (std::size_t i = 0; i < m_engines.size(); ++i) {
            const engine::EngineEntry& e = m_engines[i];
            names.clear();
            for (const QString& n : e.variants) names.push_back(n.toStdString());
            // An engine whose variants are not known (still being asked, or it could not be
            // asked) is offered for chess only: a variant game with it would fail at its start.
            if (v == chess::Variant::Standard || engine::playsVariant(names, v, false))
                box->addItem(e.name, int(i));
        }
        const int again = box->findData(chosen);
        if (again >= 0) box->setCurrentIndex(again);
    }
    const bool any = m_engineBoxes[0] && m_engineBoxes[0]->count() > 0;
    const QString variantName = QString::fromLatin1(chess::variantTagName(v));
    if (v != chess::Variant::Standard && m_probe->isBusy())
        m_feedback->setText(tr("Asking the engines which variants they play…"));
    else if (!m_engines.empty() && !any)
        m_feedback->setText(tr("No engine in the list plays %1.").arg(variantName));
    else if (v != chess::Variant::Standard)
        onTextEdited(); // the time control's reading again, in place of the notes above
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(any && timeControl().has_value());
    updateEloRange();
}

NewGameDialog::ColorChoice NewGameDialog::colorChoice() const
{
    if (!m_color) return ColorChoice::White;
    return ColorChoice(m_color->currentIndex());
}

std::optional<play::TimeControl> NewGameDialog::timeControl() const
{
    const auto tc = play::TimeControl::parse(m_tcEdit->text().toStdString());
    if (!tc) return std::nullopt;
    return *tc;
}

chess::Variant NewGameDialog::variant() const
{
    return chess::Variant(std::max(0, m_variant->currentData().toInt()));
}

bool NewGameDialog::fromShownPosition() const
{
    return m_fromShown->isChecked();
}

std::optional<int> NewGameDialog::engineElo() const
{
    if (!m_elo || m_elo->value() == m_elo->minimum()) return std::nullopt;
    return m_elo->value();
}

void NewGameDialog::setBookName(const QString& name)
{
    m_bookName = name;
    m_useBook->setEnabled(!name.isEmpty());
    if (name.isEmpty()) {
        m_useBook->setText(tr("Engine plays from a book (choose one in the Book pane)"));
        m_useBook->setChecked(false);
        return;
    }
    m_useBook->setText(m_mode == Mode::AgainstEngine
                           ? tr("Engine plays from the b&ook: %1").arg(name)
                           : tr("Engines play from the b&ook: %1").arg(name));
    onEngineChosen();
    updateBook();
}

bool NewGameDialog::askingEngines() const
{
    return m_probe->isBusy();
}

void NewGameDialog::updateBook()
{
    if (m_bookName.isEmpty()) return;
    // Polyglot keys know only chess: a variant's positions are not in the book (or are there
    // as chess positions, with chess moves), and a Chess960 start other than 518 is not.
    const bool chess = variant() == chess::Variant::Standard
                       && (m_start->currentIndex() == 0
                           || (m_start->currentIndex() == 2 && m_number->value() == 518));
    const bool was = m_useBook->isEnabled();
    m_useBook->setEnabled(chess);
    m_useBook->setToolTip(chess ? QString()
                                : tr("The book holds standard chess from its start position"));
    if (!chess)
        m_useBook->setChecked(false);
    else if (!was)
        onEngineChosen();
}

void NewGameDialog::updateEloRange()
{
    if (!m_elo) return;
    // The built-in engine's levels go from MinStrengthElo to MaxStrengthElo (search/strength.h:
    // a higher label would be a weaker opponent than it says); just below them is full
    // strength. Other engines clamp UCI_Elo to their own range, unknown here.
    const engine::EngineEntry* e = engine(0);
    const bool builtIn = e && e->builtIn;
    const int low = builtIn ? search::MinStrengthElo - 100 : 0;
    const int high = builtIn ? search::MaxStrengthElo : 3500;
    if (m_elo->minimum() == low && m_elo->maximum() == high) return;
    const bool full = m_elo->value() == m_elo->minimum();
    m_elo->setRange(low, high);
    if (full) m_elo->setValue(low);
    m_elo->setToolTip(
        builtIn ? tr("Kibitz plays at about this rating, from %1 to %2 (levels calibrated "
                     "against Stockfish's); above that, at full strength")
                      .arg(search::MinStrengthElo)
                      .arg(search::MaxStrengthElo)
                : tr("The engine plays at about this rating, if it can limit its strength"));
}

void NewGameDialog::onEngineChosen()
{
    updateEloRange();
    if (m_bookName.isEmpty() || !m_useBook->isEnabled()) return;
    // The built-in engine has no book of its own; others may have theirs (their OwnBook).
    bool builtIn = false;
    for (int s = 0; s < 2; ++s)
        if (const engine::EngineEntry* e = m_engineBoxes[s] ? engine(s) : nullptr)
            builtIn = builtIn || e->builtIn;
    m_useBook->setChecked(builtIn);
}

bool NewGameDialog::engineUsesBook() const
{
    return m_useBook->isEnabled() && m_useBook->isChecked();
}

bool NewGameDialog::enginesPonder() const
{
    return m_ponder->isChecked();
}

bool NewGameDialog::trainingMode() const
{
    return m_training && m_training->isChecked();
}

QString NewGameDialog::feedback() const
{
    return m_feedback->text();
}

void NewGameDialog::onPresetChosen(int index)
{
    const QString text = m_presets->itemData(index).toString();
    if (!text.isEmpty())
        m_tcEdit->setText(text);
    else
        m_tcEdit->setFocus();
}

void NewGameDialog::onTextEdited()
{
    const auto tc = play::TimeControl::parse(m_tcEdit->text().toStdString());
    QPushButton* ok = m_buttons->button(QDialogButtonBox::Ok);
    if (!tc) {
        m_feedback->setText(
            tr("Not a time control: %1").arg(QString::fromStdString(tc.error().toString())));
        ok->setEnabled(false);
        return;
    }
    m_feedback->setText(describe(*tc));
    ok->setEnabled(m_engineBoxes[0] && m_engineBoxes[0]->count() > 0);
    // Show the preset the text is, or Custom.
    const int preset = m_presets->findData(QString::fromStdString(tc->toString()));
    m_presets->setCurrentIndex(preset >= 0 ? preset : m_presets->count() - 1);
}

} // namespace kibitz::ui
