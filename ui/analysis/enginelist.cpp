// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/enginelist.h"

#include <QFont>

namespace kibitz::ui {

EngineList::EngineList(QString path, QString builtIn, QObject* parent)
    : QAbstractListModel(parent)
    , m_catalogue(std::move(path), std::move(builtIn))
{}

QString EngineList::joinArguments(const QStringList& args)
{
    QStringList out;
    for (const QString& a : args)
        out << (a.isEmpty() || a.contains(u' ') || a.contains(u'"')
                    ? u'"' + QString(a).replace(u'"', QStringLiteral("\"\"\"")) + u'"'
                    : a);
    return out.join(u' ');
}

QString EngineList::load()
{
    beginResetModel();
    QString error = m_catalogue.load();
    endResetModel();
    emit changed();
    return error;
}

QString EngineList::save()
{
    if (m_catalogue.loadFailed())
        return tr("%1 could not be read, so it is left as it is; correct or remove it first.")
            .arg(path());
    return m_catalogue.save();
}

QString EngineList::edit(const std::function<QString()>& change)
{
    beginResetModel();
    QString error = change();
    endResetModel();
    emit changed();
    if (m_catalogue.loadFailed()) return save();
    return error;
}

QString EngineList::put(const engine::EngineEntry& entry)
{
    return edit([&] { return m_catalogue.put(entry); });
}

QString EngineList::remove(const QString& name)
{
    return edit([&] { return m_catalogue.remove(name); });
}

QString EngineList::setDefault(const QString& name)
{
    return edit([&] { return m_catalogue.setDefault(name); });
}

QString EngineList::setOptions(const QString& name, const QVariantMap& options)
{
    if (!find(name)) return tr("No engine is called %1.").arg(name);
    return edit([&] { return m_catalogue.setOptions(name, options); });
}

int EngineList::rowOf(const QString& name) const
{
    const auto& engines = registry().engines();
    for (std::size_t i = 0; i < engines.size(); ++i)
        if (engines[i].name == name) return int(i);
    return -1;
}

int EngineList::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(registry().engines().size());
}

QVariant EngineList::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const engine::EngineEntry& e = registry().engines()[std::size_t(index.row())];
    const bool isDefault = &e == registry().defaultEngine();
    switch (role) {
    case NameRole:
        return e.name;
    case DefaultRole:
        return isDefault;
    case Qt::ToolTipRole:
        return QStringList{e.command, joinArguments(e.arguments)}.join(u' ').trimmed();
    case Qt::FontRole:
        if (isDefault) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::DisplayRole: {
        QStringList notes;
        if (isDefault) notes << tr("default");
        if (e.builtIn) notes << tr("built in");
        if (e.discovered) notes << tr("found on this computer");
        notes << (e.protocol == engine::Protocol::Uci      ? tr("UCI")
                  : e.protocol == engine::Protocol::XBoard ? tr("XBoard")
                                                           : tr("protocol detected"));
        // The variants it declared when it last ran (engine/variants.h names).
        if (!e.variants.isEmpty()) {
            QStringList variants = e.variants;
            variants.removeAll(QStringLiteral("chess"));
            notes << (variants.isEmpty() ? tr("standard chess only")
                                         : tr("plays %1").arg(variants.join(QStringLiteral(" "))));
        }
        return tr("%1 — %2").arg(e.name, notes.join(QStringLiteral(", ")));
    }
    default:
        return {};
    }
}

void EngineList::learnVariants()
{
    if (!m_probe) {
        m_probe = new engine::VariantProbe(this);
        connect(m_probe, &engine::VariantProbe::learned, this,
                [this](const QString& name, const QStringList& variants) {
                    m_catalogue.rememberVariants(name, variants);
                    emit changed();
                });
    }
    m_probe->ask(m_catalogue.registry().engines());
}

bool EngineList::learningVariants() const
{
    return m_probe && m_probe->isBusy();
}

} // namespace kibitz::ui
