// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/registry.h"

#include "base/enumtext.h"
#include "io/atomic_file_qt.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QStandardPaths>

namespace kibitz::engine {

namespace {

// Engines Debian packages, with the program name, how to call them and their protocol, as
// they behave in Debian 12: stockfish, ethereal-chess and toga2 answer "uci"; fairymax,
// phalanx and hoichess answer "uci" with an XBoard error (HoiChess then quits). GNU Chess is
// started plain, a console program that takes "xboard": with -x its input thread and its start-up
// deadlock on stdin's lock until more input comes, so the handshake may stall for good.
struct Known {
    const char* program;
    const char* name;
    Protocol protocol;
};
constexpr Known KnownEngines[] = {
    {"stockfish", "Stockfish", Protocol::Uci},
    {"ethereal-chess", "Ethereal", Protocol::Uci},
    {"toga2", "Toga II", Protocol::Uci},
    {"fairy-stockfish", "Fairy-Stockfish", Protocol::Uci},
    {"gnuchess", "GNU Chess", Protocol::XBoard},
    {"fairymax", "Fairy-Max", Protocol::XBoard},
    {"phalanx", "Phalanx", Protocol::XBoard},
    {"hoichess", "HoiChess", Protocol::XBoard},
};

// engines.json's "protocol" and kibitz-cli's --protocol: a value is written as its first row's
// word, and every row's word is read, in any case ("" too: no protocol given is Auto).
constexpr auto ProtocolWords = std::to_array<EnumText<Protocol>>({
    {Protocol::Uci, "uci"},
    {Protocol::XBoard, "xboard"},
    {Protocol::XBoard, "cecp"},
    {Protocol::XBoard, "winboard"},
    {Protocol::Unknown, "auto"},
    {Protocol::Unknown, ""},
});

QString where(int index, const QString& field)
{
    return QStringLiteral("engines[%1].%2").arg(index).arg(field);
}

} // namespace

QString protocolName(Protocol p)
{
    return QString::fromLatin1(textOf(ProtocolWords, p, "auto"));
}

std::optional<Protocol> protocolFromName(const QString& name)
{
    const QByteArray n = name.toLower().toUtf8();
    return valueOf(ProtocolWords, std::string_view(n.constData(), std::size_t(n.size())));
}

QJsonObject EngineEntry::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("name"), name);
    o.insert(QStringLiteral("command"), command);
    o.insert(QStringLiteral("arguments"), QJsonArray::fromStringList(arguments));
    if (!workingDirectory.isEmpty()) o.insert(QStringLiteral("workingDirectory"), workingDirectory);
    o.insert(QStringLiteral("protocol"), protocolName(protocol));
    if (!options.isEmpty())
        o.insert(QStringLiteral("options"), QJsonObject::fromVariantMap(options));
    if (!variants.isEmpty())
        o.insert(QStringLiteral("variants"), QJsonArray::fromStringList(variants));
    if (builtIn) o.insert(QStringLiteral("builtIn"), true);
    if (discovered) o.insert(QStringLiteral("discovered"), true);
    return o;
}

std::optional<EngineRegistry> EngineRegistry::load(const QString& path, QString* error)
{
    EngineRegistry r;
    QFile f(path);
    if (!f.exists()) return r;
    if (!f.open(QIODevice::ReadOnly)) {
        if (error) *error = path + QStringLiteral(": ") + f.errorString();
        return std::nullopt;
    }
    const QByteArray bytes = f.readAll();
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &pe);
    if (pe.error != QJsonParseError::NoError) {
        // Turn the byte offset into line:column for the user.
        const int upTo = qMin(int(pe.offset), int(bytes.size()));
        const int line = int(bytes.left(upTo).count('\n')) + 1;
        const int column = upTo - int(bytes.lastIndexOf('\n', upTo - 1));
        if (error)
            *error = QStringLiteral("%1:%2:%3: %4")
                         .arg(path)
                         .arg(line)
                         .arg(column)
                         .arg(pe.errorString());
        return std::nullopt;
    }
    const QJsonArray list = doc.object().value(QStringLiteral("engines")).toArray();
    if (!doc.isObject() || !doc.object().value(QStringLiteral("engines")).isArray()) {
        if (error) *error = path + QStringLiteral(": expected an object with an \"engines\" array");
        return std::nullopt;
    }
    for (int i = 0; i < list.size(); ++i) {
        const QJsonObject o = list.at(i).toObject();
        auto fail = [&](const QString& field, const QString& what) {
            if (error)
                *error =
                    path + QStringLiteral(": ") + where(i, field) + QStringLiteral(": ") + what;
            return std::nullopt;
        };
        if (!list.at(i).isObject()) return fail(QString(), QStringLiteral("not an object"));
        EngineEntry e;
        e.name = o.value(QStringLiteral("name")).toString();
        e.command = o.value(QStringLiteral("command")).toString();
        if (e.name.isEmpty())
            return fail(QStringLiteral("name"), QStringLiteral("missing or empty"));
        if (e.command.isEmpty())
            return fail(QStringLiteral("command"), QStringLiteral("missing or empty"));
        if (r.find(e.name))
            return fail(QStringLiteral("name"), QStringLiteral("'%1' is listed twice").arg(e.name));
        const QJsonValue args = o.value(QStringLiteral("arguments"));
        if (!args.isUndefined() && !args.isArray())
            return fail(QStringLiteral("arguments"), QStringLiteral("must be an array of strings"));
        for (const auto& a : args.toArray()) {
            if (!a.isString())
                return fail(QStringLiteral("arguments"),
                            QStringLiteral("must be an array of strings"));
            e.arguments << a.toString();
        }
        e.workingDirectory = o.value(QStringLiteral("workingDirectory")).toString();
        const auto protocol = protocolFromName(o.value(QStringLiteral("protocol")).toString());
        if (!protocol)
            return fail(QStringLiteral("protocol"),
                        QStringLiteral("'%1' is not uci, xboard or auto")
                            .arg(o.value(QStringLiteral("protocol")).toString()));
        e.protocol = *protocol;
        const QJsonValue opts = o.value(QStringLiteral("options"));
        if (!opts.isUndefined() && !opts.isObject())
            return fail(QStringLiteral("options"), QStringLiteral("must be an object"));
        e.options = opts.toObject().toVariantMap();
        for (const auto& v : o.value(QStringLiteral("variants")).toArray())
            if (v.isString()) e.variants << v.toString();
        e.builtIn = o.value(QStringLiteral("builtIn")).toBool();
        e.discovered = o.value(QStringLiteral("discovered")).toBool();
        r.m_engines.push_back(e);
    }
    r.m_default = doc.object().value(QStringLiteral("default")).toString();
    return r;
}

QString EngineRegistry::save(const QString& path) const
{
    QJsonArray list;
    for (const EngineEntry& e : m_engines)
        // A discovered engine is saved once it is known to play variants, so it is not asked
        // again; the built-in one's are known anyway.
        if ((!e.discovered && !e.builtIn) || !e.options.isEmpty()
            || (e.discovered && !e.variants.isEmpty()))
            list.append(e.toJson());
    QJsonObject root;
    root.insert(QStringLiteral("engines"), list);
    if (!m_default.isEmpty()) root.insert(QStringLiteral("default"), m_default);
    return io::saveFileAtomically(path, QJsonDocument(root).toJson(QJsonDocument::Indented))
        .value_or(QString());
}

int EngineRegistry::discover(const QString& builtInPath, const QStringList& extraFolders)
{
    int added = 0;
    const bool haveBuiltIn = !builtInPath.isEmpty() && QFileInfo(builtInPath).isExecutable();
    // kibitz-engine plays chess and Chess960 (its UCI_Chess960 and XBoard variants say so).
    const QStringList builtInVariants{QStringLiteral("chess"), QStringLiteral("chess960")};
    for (EngineEntry& e : m_engines)
        if (e.builtIn && haveBuiltIn) {
            e.command = builtInPath; // saved for its options only
            if (e.variants.isEmpty()) e.variants = builtInVariants;
        }
    if (haveBuiltIn && !find(QStringLiteral("Kibitz"))) {
        EngineEntry e;
        e.name = QStringLiteral("Kibitz");
        e.command = builtInPath;
        e.protocol = Protocol::Uci;
        e.builtIn = true;
        e.variants = builtInVariants;
        m_engines.push_back(e);
        ++added;
    }
    QStringList folders = extraFolders;
    folders << QStringLiteral("/usr/games") << QStringLiteral("/usr/local/games");
    for (const Known& k : KnownEngines) {
        const QString name = QString::fromLatin1(k.name);
        if (find(name)) continue;
        QString path = QStandardPaths::findExecutable(QString::fromLatin1(k.program));
        if (path.isEmpty())
            path = QStandardPaths::findExecutable(QString::fromLatin1(k.program), folders);
        if (path.isEmpty()) continue;
        bool listed = false;
        for (const EngineEntry& e : m_engines)
            listed |=
                QFileInfo(e.command).canonicalFilePath() == QFileInfo(path).canonicalFilePath()
                && e.arguments.isEmpty();
        if (listed) continue;
        EngineEntry e;
        e.name = name;
        e.command = path;
        e.protocol = k.protocol;
        e.discovered = true;
        m_engines.push_back(e);
        ++added;
    }
    return added;
}

const EngineEntry* EngineRegistry::find(const QString& name) const
{
    for (const EngineEntry& e : m_engines)
        if (e.name.compare(name, Qt::CaseInsensitive) == 0) return &e;
    return nullptr;
}

void EngineRegistry::put(const EngineEntry& e)
{
    for (EngineEntry& x : m_engines)
        if (x.name.compare(e.name, Qt::CaseInsensitive) == 0) {
            x = e;
            return;
        }
    m_engines.push_back(e);
}

bool EngineRegistry::remove(const QString& name)
{
    return std::erase_if(
               m_engines,
               [&](const EngineEntry& e) { return e.name.compare(name, Qt::CaseInsensitive) == 0; })
           > 0;
}

const EngineEntry* EngineRegistry::defaultEngine() const
{
    if (!m_default.isEmpty())
        if (const EngineEntry* e = find(m_default)) return e;
    for (const EngineEntry& e : m_engines)
        if (!e.builtIn && !e.discovered) return &e;
    for (const EngineEntry& e : m_engines)
        if (e.builtIn) return &e;
    return m_engines.empty() ? nullptr : &m_engines.front();
}

} // namespace kibitz::engine
