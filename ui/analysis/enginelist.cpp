// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/enginelist.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace kibitz::ui {

EngineList::EngineList(QString path, QString builtIn, QObject* parent)
    : QObject(parent)
    , m_path(std::move(path))
    , m_builtIn(std::move(builtIn))
{}

QString EngineList::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation)
           + QStringLiteral("/engines.json");
}

QString EngineList::findBuiltInEngine()
{
    const QString dir = QCoreApplication::applicationDirPath();
    for (const QString& candidate :
         {dir + QStringLiteral("/kibitz-engine"), dir + QStringLiteral("/../engine/kibitz-engine")})
        if (QFileInfo(candidate).isExecutable()) return QFileInfo(candidate).canonicalFilePath();
    return {};
}

QString EngineList::load()
{
    QString error;
    auto registry = engine::EngineRegistry::load(m_path, &error);
    m_loadFailed = !registry;
    m_registry = registry.value_or(engine::EngineRegistry());
    m_registry.discover(m_builtIn);
    emit changed();
    return error;
}

QString EngineList::save()
{
    if (m_loadFailed)
        return tr("%1 could not be read, so it is left as it is; correct or remove it first.")
            .arg(m_path);
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    return m_registry.save(m_path);
}

QString EngineList::commit()
{
    emit changed();
    return save();
}

QString EngineList::put(const engine::EngineEntry& entry)
{
    m_registry.put(entry);
    return commit();
}

QString EngineList::remove(const QString& name)
{
    m_registry.remove(name);
    if (m_registry.defaultEngineName().compare(name, Qt::CaseInsensitive) == 0)
        m_registry.setDefaultEngine({});
    return commit();
}

QString EngineList::setDefault(const QString& name)
{
    m_registry.setDefaultEngine(name);
    return commit();
}

QString EngineList::setOptions(const QString& name, const QVariantMap& options)
{
    const engine::EngineEntry* e = m_registry.find(name);
    if (!e) return tr("No engine is called %1.").arg(name);
    engine::EngineEntry copy = *e;
    copy.options = options;
    m_registry.put(copy);
    return commit();
}

} // namespace kibitz::ui
