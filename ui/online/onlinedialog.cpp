// SPDX-License-Identifier: GPL-3.0-or-later
#include "online/onlinedialog.h"

#include "online/onlineservices.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace kibitz::ui {

OnlineDialog::OnlineDialog(OnlineServices* services, QWidget* parent)
    : QDialog(parent)
    , m_services(services)
{
    setWindowTitle(tr("Online Services"));
    const OnlineSettings& s = services->settings();
    m_enabled = new QCheckBox(tr("Use online services (lichess.org, chess.com)"), this);
    m_enabled->setChecked(s.enabled);
    auto* what = new QLabel(
        tr("When on, Kibitz sends the position shown (as FEN) to lichess's opening explorer, "
           "tablebase and cloud evaluation, and a player's name to lichess or chess.com when "
           "you import games. Nothing is sent while this is off."),
        this);
    what->setWordWrap(true);
    auto line = [this](const QUrl& url) {
        auto* edit = new QLineEdit(url.toString(), this);
        edit->setMinimumWidth(320);
        return edit;
    };
    m_lichess = line(s.servers.lichess);
    m_explorer = line(s.servers.explorer);
    m_tablebase = line(s.servers.tablebase);
    m_chessCom = line(s.servers.chessCom);
    m_token = new QLineEdit(services->token(), this);
    m_token->setEchoMode(QLineEdit::Password);
    m_token->setPlaceholderText(tr("lip_… (lichess.org/account/oauth/token)"));
    // The token can come from lichess itself: the browser opens on lichess's prompt (OAuth),
    // at the lichess server above, and only while online services are on.
    m_logIn = new QPushButton(tr("&Log In with lichess…"), this);
    m_logIn->setObjectName(QStringLiteral("lichessLogIn"));
    m_logIn->setToolTip(tr("Opens lichess in your browser to give Kibitz a token (no scope: it "
                           "only says who you are)"));
    m_logIn->setVisible(OnlineServices::canLogIn());
    m_logIn->setEnabled(s.enabled);
    connect(m_enabled, &QCheckBox::toggled, m_logIn, &QPushButton::setEnabled);
    connect(m_logIn, &QPushButton::clicked, this, [this] {
        const QUrl server(m_lichess->text().trimmed(), QUrl::StrictMode);
        m_services->logIn(server.isValid() && !server.scheme().isEmpty()
                              ? server
                              : m_services->settings().servers.lichess);
    });
    connect(services, &OnlineServices::loggedIn, m_token, &QLineEdit::setText);
    m_tokenStatus = new QLabel(services->tokenStatus(), this);
    m_tokenStatus->setWordWrap(true);
    connect(services, &OnlineServices::tokenStatusChanged, m_tokenStatus, &QLabel::setText);

    auto* form = new QFormLayout;
    form->addRow(tr("lichess:"), m_lichess);
    form->addRow(tr("Opening explorer:"), m_explorer);
    form->addRow(tr("Tablebase:"), m_tablebase);
    form->addRow(tr("chess.com:"), m_chessCom);
    form->addRow(tr("lichess token:"), m_token);
    auto* logInRow = new QHBoxLayout;
    logInRow->addWidget(m_logIn);
    logInRow->addStretch();
    form->addRow(QString(), logInRow);
    form->addRow(QString(), m_tokenStatus);
    auto* defaults = new QPushButton(tr("Default Servers"), this);
    connect(defaults, &QPushButton::clicked, this, [this] {
        const online::Servers d;
        m_lichess->setText(d.lichess.toString());
        m_explorer->setText(d.explorer.toString());
        m_tablebase->setText(d.tablebase.toString());
        m_chessCom->setText(d.chessCom.toString());
    });
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->addButton(defaults, QDialogButtonBox::ResetRole);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        apply();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_enabled);
    layout->addWidget(what);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

void OnlineDialog::apply()
{
    OnlineSettings s = m_services->settings();
    s.enabled = m_enabled->isChecked();
    s.asked = true;
    auto take = [](const QLineEdit* edit, const QUrl& old) {
        const QUrl url(edit->text().trimmed(), QUrl::StrictMode);
        return url.isValid() && !url.scheme().isEmpty() ? url : old;
    };
    s.servers.lichess = take(m_lichess, s.servers.lichess);
    s.servers.explorer = take(m_explorer, s.servers.explorer);
    s.servers.tablebase = take(m_tablebase, s.servers.tablebase);
    s.servers.chessCom = take(m_chessCom, s.servers.chessCom);
    m_services->setSettings(s);
    if (m_token->text().trimmed() != m_services->token()) m_services->setToken(m_token->text());
}

} // namespace kibitz::ui
