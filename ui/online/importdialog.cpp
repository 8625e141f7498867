// SPDX-License-Identifier: GPL-3.0-or-later
#include "online/importdialog.h"

#include "online/onlineservices.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace kibitz::ui {

namespace {

// lichess's perfType names; chess.com's time classes are the first three and "daily".
const char* const PerfNames[] = {"bullet", "blitz", "rapid", "classical", "correspondence"};

} // namespace

ImportDialog::ImportDialog(OnlineServices* services, const QString& file, QWidget* parent)
    : QDialog(parent)
    , m_services(services)
{
    setWindowTitle(tr("Import Online Games"));
    m_site = new QComboBox(this);
    m_site->addItem(QStringLiteral("lichess.org"));
    m_site->addItem(QStringLiteral("chess.com"));
    m_user = new QLineEdit(this);
    m_user->setPlaceholderText(tr("user name"));
    m_useSince = new QCheckBox(tr("From"), this);
    m_since = new QDateEdit(QDate::currentDate().addYears(-1), this);
    m_since->setCalendarPopup(true);
    m_useUntil = new QCheckBox(tr("to"), this);
    m_until = new QDateEdit(QDate::currentDate(), this);
    m_until->setCalendarPopup(true);
    auto* dates = new QHBoxLayout;
    dates->addWidget(m_useSince);
    dates->addWidget(m_since);
    dates->addWidget(m_useUntil);
    dates->addWidget(m_until);
    dates->addStretch();
    auto* perf = new QHBoxLayout;
    for (const char* name : PerfNames) {
        auto* box = new QCheckBox(QString::fromLatin1(name), this);
        box->setChecked(true);
        m_perf << box;
        perf->addWidget(box);
    }
    perf->addStretch();
    m_rated = new QCheckBox(tr("Rated games only"), this);
    m_file = new QLineEdit(file, this);
    auto* browse = new QPushButton(tr("Browse…"), this);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Import into"), m_file->text(),
                                                          tr("PGN files (*.pgn)"), nullptr,
                                                          QFileDialog::DontConfirmOverwrite);
        if (!path.isEmpty()) m_file->setText(path);
    });
    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(m_file, 1);
    fileRow->addWidget(browse);
    auto* note = new QLabel(tr("A file that already holds the player's games gets only newer "
                               "ones, never a game twice."),
                            this);
    note->setWordWrap(true);

    auto* form = new QFormLayout;
    form->addRow(tr("Site:"), m_site);
    form->addRow(tr("Player:"), m_user);
    form->addRow(tr("Dates:"), dates);
    form->addRow(tr("Games:"), perf);
    form->addRow(QString(), m_rated);
    form->addRow(tr("Into file:"), fileRow);
    form->addRow(QString(), note);

    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 0);
    m_progress->hide();
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setObjectName(QStringLiteral("importStatus"));
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_importButton = m_buttons->addButton(tr("Import"), QDialogButtonBox::AcceptRole);
    connect(m_importButton, &QPushButton::clicked, this, &ImportDialog::start);
    connect(m_buttons, &QDialogButtonBox::rejected, this, [this] {
        if (running())
            m_import->cancel();
        else
            reject();
    });
    connect(m_site, &QComboBox::currentIndexChanged, this, &ImportDialog::siteChanged);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addWidget(m_buttons);
    siteChanged();
}

void ImportDialog::siteChanged()
{
    const bool lichess = m_site->currentIndex() == 0;
    // chess.com's PGN does not say which games are rated; its slowest class is "daily".
    m_rated->setEnabled(lichess);
    m_perf[3]->setVisible(lichess);
    m_perf[4]->setText(lichess ? QStringLiteral("correspondence") : QStringLiteral("daily"));
}

online::ImportOptions ImportDialog::options() const
{
    online::ImportOptions o;
    o.site = m_site->currentIndex() == 0 ? online::GameSite::Lichess : online::GameSite::ChessCom;
    o.user = m_user->text().trimmed();
    if (m_useSince->isChecked()) o.since = QDateTime(m_since->date(), QTime(0, 0), Qt::UTC);
    if (m_useUntil->isChecked())
        o.until = QDateTime(m_until->date(), QTime(23, 59, 59, 999), Qt::UTC);
    // The boxes of the site's kinds (chess.com has no "classical"); all of them: no filter.
    QStringList chosen;
    int offered = 0;
    for (const QCheckBox* box : m_perf) {
        if (box == m_perf[3] && o.site == online::GameSite::ChessCom) continue;
        ++offered;
        if (box->isChecked()) chosen << box->text();
    }
    if (chosen.size() < offered) o.perfTypes = chosen;
    o.ratedOnly = o.site == online::GameSite::Lichess && m_rated->isChecked();
    o.file = m_file->text().trimmed();
    return o;
}

void ImportDialog::setOptions(const online::ImportOptions& o)
{
    m_site->setCurrentIndex(o.site == online::GameSite::Lichess ? 0 : 1);
    m_user->setText(o.user);
    m_file->setText(o.file);
    m_rated->setChecked(o.ratedOnly);
}

void ImportDialog::start()
{
    if (running()) return;
    online::ImportOptions o = options();
    if (o.user.isEmpty()) {
        m_status->setText(tr("Say whose games to import."));
        return;
    }
    if (o.file.isEmpty()) {
        const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        o.file = QDir(folder).filePath(QStringLiteral("%1-%2.pgn")
                                           .arg(o.user, o.site == online::GameSite::Lichess
                                                            ? QStringLiteral("lichess")
                                                            : QStringLiteral("chesscom")));
        m_file->setText(o.file);
    }
    if (!m_services->allow(this, tr("Importing games"))) {
        m_status->setText(tr("Online services are off (Edit > Online Services)."));
        return;
    }
    m_import = new online::GameImport(m_services->client(), o, this);
    connect(m_import, &online::GameImport::progress, this, [this](int added, const QString& stage) {
        m_status->setText(tr("%n new game(s) so far (%1)…", nullptr, added).arg(stage));
    });
    connect(m_import, &online::GameImport::finished, this, &ImportDialog::finished);
    showRunning(true);
    m_status->setText(tr("Asking %1…").arg(m_site->currentText()));
    m_import->start();
}

void ImportDialog::showRunning(bool running)
{
    m_progress->setVisible(running);
    m_importButton->setEnabled(!running);
    m_buttons->button(QDialogButtonBox::Close)->setText(running ? tr("Cancel") : tr("Close"));
}

QString ImportDialog::resultText() const
{
    return m_status->text();
}

void ImportDialog::finished()
{
    showRunning(false);
    const online::ImportResult& r = m_import->result();
    QString text = tr("%n new game(s) in %1", nullptr, r.added).arg(options().file);
    if (r.duplicates > 0)
        text += QStringLiteral("; ") + tr("%n already there", nullptr, r.duplicates);
    if (r.incremental && r.since.isValid())
        text += QStringLiteral("; ")
                + tr("asked for games since %1")
                      .arg(QLocale().toString(r.since.toLocalTime(), QLocale::ShortFormat));
    if (const auto& error = m_import->error()) text += QStringLiteral(".\n") + error->message();
    m_status->setText(text);
    const QString file = options().file;
    const int added = r.added;
    m_import->deleteLater();
    if (added > 0) emit imported(file, added);
}

} // namespace kibitz::ui
