// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/enginelist.h"

namespace kibitz::ui {

EngineList::EngineList(QString path, QString builtIn, QObject* parent)
    : QObject(parent)
    , m_catalogue(std::move(path), std::move(builtIn))
{}

QString EngineList::load()
{
    QString error = m_catalogue.load();
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

QString EngineList::edited(const QString& error)
{
    emit changed();
    if (m_catalogue.loadFailed()) return save();
    return error;
}

QString EngineList::put(const engine::EngineEntry& entry)
{
    return edited(m_catalogue.put(entry));
}

QString EngineList::remove(const QString& name)
{
    return edited(m_catalogue.remove(name));
}

QString EngineList::setDefault(const QString& name)
{
    return edited(m_catalogue.setDefault(name));
}

QString EngineList::setOptions(const QString& name, const QVariantMap& options)
{
    if (!find(name)) return tr("No engine is called %1.").arg(name);
    return edited(m_catalogue.setOptions(name, options));
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
