// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/enginesdialog.h"

#include "analysis/enginelist.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QStandardPaths>
#include <QToolButton>
#include <QVBoxLayout>

namespace kibitz::ui {

namespace {

QWidget* withBrowse(QLineEdit* edit, QToolButton* button)
{
    auto* row = new QWidget;
    auto* h = new QHBoxLayout(row);
    h->setContentsMargins(0, 0, 0, 0);
    h->addWidget(edit, 1);
    h->addWidget(button);
    return row;
}

} // namespace

// ---------------------------------------------------------------------------------------
// EngineEntryDialog

EngineEntryDialog::EngineEntryDialog(const engine::EngineEntry& entry, QStringList existing,
                                     QWidget* parent)
    : QDialog(parent)
    , m_original(entry)
    , m_existing(std::move(existing))
    , m_name(new QLineEdit(entry.name))
    , m_command(new QLineEdit(entry.command))
    , m_arguments(new QLineEdit(EngineList::joinArguments(entry.arguments)))
    , m_folder(new QLineEdit(entry.workingDirectory))
    , m_protocol(new QComboBox)
{
    setWindowTitle(entry.name.isEmpty() ? tr("Add Engine") : tr("Engine %1").arg(entry.name));
    m_protocol->addItem(tr("Auto-detect"), QVariant::fromValue(int(engine::Protocol::Unknown)));
    m_protocol->addItem(tr("UCI"), QVariant::fromValue(int(engine::Protocol::Uci)));
    m_protocol->addItem(tr("XBoard (CECP)"), QVariant::fromValue(int(engine::Protocol::XBoard)));
    m_protocol->setCurrentIndex(m_protocol->findData(int(entry.protocol)));
    m_folder->setPlaceholderText(tr("The executable's folder"));
    m_arguments->setPlaceholderText(tr("None"));

    auto* browseCommand = new QToolButton;
    browseCommand->setText(tr("…"));
    browseCommand->setToolTip(tr("Choose the engine's executable"));
    connect(browseCommand, &QToolButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Choose the Engine"), QFileInfo(m_command->text()).absolutePath());
        if (path.isEmpty()) return;
        m_command->setText(path);
        if (m_name->text().isEmpty()) m_name->setText(QFileInfo(path).completeBaseName());
    });
    auto* browseFolder = new QToolButton;
    browseFolder->setText(tr("…"));
    browseFolder->setToolTip(tr("Choose the folder the engine runs in"));
    connect(browseFolder, &QToolButton::clicked, this, [this] {
        const QString dir =
            QFileDialog::getExistingDirectory(this, tr("Working Folder"), m_folder->text());
        if (!dir.isEmpty()) m_folder->setText(dir);
    });

    auto* form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Executable:"), withBrowse(m_command, browseCommand));
    form->addRow(tr("&Arguments:"), m_arguments);
    form->addRow(tr("&Working folder:"), withBrowse(m_folder, browseFolder));
    form->addRow(tr("&Protocol:"), m_protocol);
    if (entry.builtIn || entry.discovered) {
        // Only its name and options belong to the user; the rest is found afresh each time.
        m_command->setReadOnly(true);
        m_name->setReadOnly(entry.builtIn);
    }

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &EngineEntryDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    resize(520, sizeHint().height());
}

engine::EngineEntry EngineEntryDialog::entry() const
{
    engine::EngineEntry e = m_original;
    e.name = m_name->text().trimmed();
    e.command = m_command->text().trimmed();
    e.arguments = QProcess::splitCommand(m_arguments->text());
    e.workingDirectory = m_folder->text().trimmed();
    e.protocol = engine::Protocol(m_protocol->currentData().toInt());
    if (e.discovered
        && (e.arguments != m_original.arguments || e.protocol != m_original.protocol
            || e.workingDirectory != m_original.workingDirectory || e.name != m_original.name))
        e.discovered = false; // the user made it theirs: keep it in the list
    return e;
}

QString EngineEntryDialog::problem() const
{
    const engine::EngineEntry e = entry();
    if (e.name.isEmpty()) return tr("The engine needs a name.");
    for (const QString& other : m_existing)
        if (other.compare(e.name, Qt::CaseInsensitive) == 0
            && other.compare(m_original.name, Qt::CaseInsensitive) != 0)
            return tr("There is already an engine called %1.").arg(e.name);
    if (e.command.isEmpty()) return tr("Choose the engine's executable.");
    const QFileInfo program(e.command);
    if (program.isRelative() && QStandardPaths::findExecutable(e.command).isEmpty())
        return tr("%1 is not a program on PATH.").arg(e.command);
    if (!program.isRelative() && !program.exists()) return tr("%1 does not exist.").arg(e.command);
    if (!program.isRelative() && (program.isDir() || !program.isExecutable()))
        return tr("%1 is not an executable program.").arg(e.command);
    if (!e.workingDirectory.isEmpty() && !QFileInfo(e.workingDirectory).isDir())
        return tr("The working folder %1 does not exist.").arg(e.workingDirectory);
    return {};
}

void EngineEntryDialog::accept()
{
    const QString why = problem();
    if (!why.isEmpty()) {
        QMessageBox::warning(this, windowTitle(), why);
        return;
    }
    QDialog::accept();
}

// ---------------------------------------------------------------------------------------
// EnginesDialog

EnginesDialog::EnginesDialog(EngineList* list, QWidget* parent)
    : QDialog(parent)
    , m_engines(list)
    , m_list(new QListView)
    , m_edit(new QPushButton(tr("&Edit…")))
    , m_remove(new QPushButton(tr("&Remove")))
    , m_default(new QPushButton(tr("Set as &Default")))
{
    setWindowTitle(tr("Engines"));
    auto* addButton = new QPushButton(tr("&Add…"));
    connect(addButton, &QPushButton::clicked, this, &EnginesDialog::add);
    connect(m_edit, &QPushButton::clicked, this, &EnginesDialog::edit);
    connect(m_remove, &QPushButton::clicked, this, &EnginesDialog::removeSelected);
    connect(m_default, &QPushButton::clicked, this, &EnginesDialog::makeDefault);
    m_list->setModel(list);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &EnginesDialog::updateButtons);
    connect(m_list, &QListView::doubleClicked, this, &EnginesDialog::edit);
    // An edit resets the model: the selected engine stays selected (nothing when it went).
    connect(list, &QAbstractItemModel::modelAboutToBeReset, this,
            [this] { m_keep = selectedName(); });
    connect(list, &QAbstractItemModel::modelReset, this, [this] {
        keepSelection(m_keep);
        updateButtons();
    });

    auto* side = new QVBoxLayout;
    side->addWidget(addButton);
    side->addWidget(m_edit);
    side->addWidget(m_remove);
    side->addSpacing(12);
    side->addWidget(m_default);
    side->addStretch(1);
    auto* row = new QHBoxLayout;
    row->addWidget(m_list, 1);
    row->addLayout(side);
    auto* close = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    auto* where = new QLabel(tr("Saved in %1").arg(list->path()));
    where->setTextInteractionFlags(Qt::TextSelectableByMouse);
    where->setWordWrap(true);
    layout->addLayout(row, 1);
    layout->addWidget(where);
    layout->addWidget(close);
    resize(620, 380);
    keepSelection({});
    reload();
}

void EnginesDialog::reload()
{
    // The list is the model's: after an edit it has been reset (the selection kept by
    // keepSelection); what is left is the buttons.
    updateButtons();
}

void EnginesDialog::keepSelection(const QString& name)
{
    const engine::EngineEntry* def = m_engines->registry().defaultEngine();
    select(name.isEmpty() && def ? def->name : name);
}

QString EnginesDialog::selectedName() const
{
    return m_list->currentIndex().data(EngineList::NameRole).toString();
}

void EnginesDialog::select(const QString& name)
{
    const int row = m_engines->rowOf(name);
    if (row >= 0) m_list->setCurrentIndex(m_engines->index(row));
}

void EnginesDialog::updateButtons()
{
    const engine::EngineEntry* e = m_engines->find(selectedName());
    m_edit->setEnabled(e);
    // The built-in engine and the engines found on PATH come back at the next start anyway.
    m_remove->setEnabled(e && !e->builtIn && !e->discovered);
    m_remove->setToolTip(e && (e->builtIn || e->discovered)
                             ? tr("Engines Kibitz finds by itself cannot be removed.")
                             : QString());
    m_default->setEnabled(e && e != m_engines->registry().defaultEngine());
}

void EnginesDialog::report(const QString& error)
{
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Engines"), tr("Cannot save the engine list: %1").arg(error));
}

void EnginesDialog::add()
{
    QStringList names;
    for (const engine::EngineEntry& e : m_engines->registry().engines()) names << e.name;
    EngineEntryDialog dialog(engine::EngineEntry{}, names, this);
    if (dialog.exec() != QDialog::Accepted) return;
    const engine::EngineEntry e = dialog.entry();
    report(m_engines->put(e));
    reload();
    select(e.name);
    m_engines->learnVariants(); // which variants it plays, before its first game
}

void EnginesDialog::edit()
{
    const engine::EngineEntry* e = m_engines->find(selectedName());
    if (!e) return;
    QStringList names;
    for (const engine::EngineEntry& x : m_engines->registry().engines()) names << x.name;
    EngineEntryDialog dialog(*e, names, this);
    if (dialog.exec() != QDialog::Accepted) return;
    const engine::EngineEntry changed = dialog.entry();
    if (changed.name.compare(e->name, Qt::CaseInsensitive) != 0) {
        const bool wasDefault =
            m_engines->registry().defaultEngineName().compare(e->name, Qt::CaseInsensitive) == 0;
        m_engines->remove(e->name);
        if (wasDefault) m_engines->setDefault(changed.name);
    }
    report(m_engines->put(changed));
    reload();
    select(changed.name);
}

void EnginesDialog::removeSelected()
{
    const engine::EngineEntry* e = m_engines->find(selectedName());
    if (!e || e->builtIn || e->discovered) return;
    report(m_engines->remove(e->name));
    reload();
}

void EnginesDialog::makeDefault()
{
    const QString name = selectedName();
    if (name.isEmpty()) return;
    report(m_engines->setDefault(name));
    reload();
    select(name);
}

} // namespace kibitz::ui
