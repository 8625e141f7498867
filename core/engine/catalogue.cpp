// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/catalogue.h"

#include "io/userfolders_qt.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace kibitz::engine {

EngineCatalogue::EngineCatalogue(QString path, QString builtIn)
    : m_path(std::move(path))
    , m_builtIn(std::move(builtIn))
{}

QString EngineCatalogue::defaultPath()
{
    return io::userFilePath(io::UserFolder::Config, QStringLiteral("engines.json"));
}

QString EngineCatalogue::findBuiltInEngine()
{
    const QString dir = QCoreApplication::applicationDirPath();
    for (const QString& candidate :
         {dir + QStringLiteral("/kibitz-engine"), dir + QStringLiteral("/../engine/kibitz-engine")})
        if (QFileInfo(candidate).isExecutable()) return QFileInfo(candidate).canonicalFilePath();
    return {};
}

QString EngineCatalogue::load()
{
    QString error;
    auto registry = EngineRegistry::load(m_path, &error);
    m_loadFailed = !registry;
    m_registry = registry.value_or(EngineRegistry());
    m_registry.discover(m_builtIn);
    return error;
}

QString EngineCatalogue::save()
{
    if (m_loadFailed)
        return QStringLiteral(
                   "%1 could not be read, so it is left as it is; correct or remove it first.")
            .arg(m_path);
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    return m_registry.save(m_path);
}

std::vector<EngineEntry> EngineCatalogue::enginesDefaultFirst() const
{
    std::vector<EngineEntry> out;
    const EngineEntry* preferred = m_registry.defaultEngine();
    if (preferred) out.push_back(*preferred);
    for (const EngineEntry& e : m_registry.engines())
        if (!preferred || e.name != preferred->name) out.push_back(e);
    return out;
}

std::optional<EngineEntry> EngineCatalogue::resolve(const QString& text) const
{
    // By name ("Kibitz", "Stockfish"), then by program ("kibitz-engine", "stockfish").
    for (const bool byProgram : {false, true})
        for (const EngineEntry& e : m_registry.engines()) {
            const QString key = byProgram ? QFileInfo(e.command).fileName() : e.name;
            if (key.compare(text, Qt::CaseInsensitive) == 0) return e;
        }
    const QString program = findEngineProgram(text);
    if (program.isEmpty()) return std::nullopt;
    return entryForProgram(program);
}

QString EngineCatalogue::edit(const std::function<bool(EngineRegistry&)>& change)
{
    // change holds copies of its arguments (the [=] lambdas): a name given by reference may
    // live in the entry the change removes.
    if (!change(m_registry)) return {};
    if (m_loadFailed) return save(); // refused: the broken file stays as it is
    // What the file holds now (another catalogue may have written it), with the change.
    QString error;
    auto current = EngineRegistry::load(m_path, &error);
    if (!current) return error;
    current->discover(m_builtIn);
    change(*current);
    m_registry = std::move(*current);
    return save();
}

QString EngineCatalogue::put(const EngineEntry& entry)
{
    return edit([=](EngineRegistry& r) {
        r.put(entry);
        return true;
    });
}

QString EngineCatalogue::remove(const QString& name)
{
    return edit([=](EngineRegistry& r) {
        r.remove(name);
        if (r.defaultEngineName().compare(name, Qt::CaseInsensitive) == 0) r.setDefaultEngine({});
        return true;
    });
}

QString EngineCatalogue::setDefault(const QString& name)
{
    return edit([=](EngineRegistry& r) {
        r.setDefaultEngine(name);
        return true;
    });
}

QString EngineCatalogue::setOptions(const QString& name, const QVariantMap& options)
{
    if (!m_registry.find(name)) return QStringLiteral("No engine is called %1.").arg(name);
    return edit([=](EngineRegistry& r) {
        const EngineEntry* e = r.find(name);
        if (!e) return false;
        EngineEntry copy = *e;
        copy.options = options;
        r.put(copy);
        return true;
    });
}

QString EngineCatalogue::rememberVariants(const QString& name, const QStringList& variants)
{
    if (m_loadFailed) return {}; // a broken list is the Engines dialog's to report
    return edit([=](EngineRegistry& r) {
        const EngineEntry* known = r.find(name);
        if (!known || known->builtIn || known->variants == variants) return false;
        EngineEntry entry = *known;
        entry.variants = variants;
        r.put(entry);
        return true;
    });
}

QString findEngineProgram(const QString& name)
{
    if (name.contains(u'/')) return QFileInfo(name).isExecutable() ? name : QString();
    QString path = QStandardPaths::findExecutable(name);
    if (path.isEmpty())
        path = QStandardPaths::findExecutable(
            name, {QStringLiteral("/usr/games"), QStringLiteral("/usr/local/games")});
    return path;
}

EngineEntry entryForProgram(const QString& program)
{
    EngineEntry out;
    out.name = QFileInfo(program).fileName();
    out.command = program;
    out.protocol = Protocol::Auto;
    // Engines Kibitz knows by name get their usual arguments and protocol.
    EngineRegistry known;
    known.discover(QString());
    for (const EngineEntry& k : known.engines())
        if (QFileInfo(k.command).canonicalFilePath() == QFileInfo(program).canonicalFilePath()) {
            out.arguments = k.arguments;
            out.protocol = k.protocol;
        }
    return out;
}

} // namespace kibitz::engine
