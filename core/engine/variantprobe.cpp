// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/variantprobe.h"

#include "engine/engineprocess.h"
#include "engine/launcher.h"

#include <QTimer>

namespace kibitz::engine {

VariantProbe::VariantProbe(QObject* parent)
    : QObject(parent)
{}

VariantProbe::~VariantProbe()
{
    // The engines still being asked go on quitting by themselves.
    for (auto& [name, process] : m_asking) {
        process->disconnect(this);
        process->setParent(nullptr);
        process->retire();
    }
}

bool VariantProbe::needsAsking(const EngineEntry& entry)
{
    return !entry.builtIn && entry.variants.isEmpty() && !entry.command.isEmpty();
}

void VariantProbe::ask(const std::vector<EngineEntry>& entries)
{
    for (const EngineEntry& entry : entries) {
        if (!needsAsking(entry) || m_asking.count(entry.name) || m_failures.count(entry.name))
            continue;
        auto* process = new EngineProcess(this);
        m_asking[entry.name] = process;
        const QString name = entry.name;
        connect(process, &EngineProcess::started, this, [this, name, process] {
            QStringList variants;
            for (const std::string& v : process->variants()) variants << QString::fromStdString(v);
            done(name);
            emit learned(name, variants);
            if (m_asking.empty()) emit finished();
        });
        connect(process, &EngineProcess::failed, this, [this, name](const QString& reason) {
            m_failures[name] = reason;
            done(name);
            emit failed(name, reason);
            if (m_asking.empty()) emit finished();
        });
        process->start(commandOf(entry));
    }
    // Said from the event loop, as when engines answer, so a caller connects after ask().
    if (m_asking.empty()) QTimer::singleShot(0, this, &VariantProbe::finished);
}

void VariantProbe::done(const QString& name)
{
    const auto it = m_asking.find(name);
    if (it == m_asking.end()) return;
    EngineProcess* process = it->second;
    m_asking.erase(it);
    process->disconnect(this);
    process->setParent(nullptr); // retire() deletes it when the engine has gone
    process->retire();
}

} // namespace kibitz::engine
