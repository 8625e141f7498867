// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/autosave.h"

#include "io/atomic_file_qt.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUuid>

#include <algorithm>

namespace kibitz::model {

namespace {

const auto kFormat = QStringLiteral("kibitz-autosave");
constexpr int kVersion = 1;
const auto kSuffix = QStringLiteral(".json");

// The translation context of these texts, one for the file (lupdate reads it here).
class AutosaveText {
    Q_DECLARE_TR_FUNCTIONS(kibitz::model::AutosaveStore)
};

// Locks never go stale by age: a window may stay open for days. Qt still takes over a lock
// whose owner has died, which is exactly how a crashed session is recognized.
std::unique_ptr<QLockFile> tryLock(const QString& path)
{
    auto lock = std::make_unique<QLockFile>(path);
    lock->setStaleLockTime(0);
    if (!lock->tryLock(0)) return nullptr;
    return lock;
}

void sortOldestFirst(std::vector<AutosavedGame>& games)
{
    std::stable_sort(
        games.begin(), games.end(),
        [](const AutosavedGame& a, const AutosavedGame& b) { return a.savedAt < b.savedAt; });
}

} // namespace

QByteArray autosaveToJson(const AutosavedGame& game)
{
    QJsonObject o;
    o[QStringLiteral("format")] = kFormat;
    o[QStringLiteral("version")] = kVersion;
    o[QStringLiteral("file")] = game.filePath;
    o[QStringLiteral("game")] = game.gameIndex;
    o[QStringLiteral("savedAt")] = game.savedAt.toUTC().toString(Qt::ISODateWithMs);
    o[QStringLiteral("pgn")] = game.pgn;
    if (game.play) {
        QJsonObject play;
        play[QStringLiteral("white")] = game.play->white;
        play[QStringLiteral("black")] = game.play->black;
        play[QStringLiteral("timeControl")] = game.play->timeControl;
        o[QStringLiteral("play")] = play;
    }
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

std::optional<AutosavedGame> autosaveFromJson(const QByteArray& json, QString* error)
{
    auto fail = [error](const QString& why) -> std::optional<AutosavedGame> {
        if (error) *error = why;
        return std::nullopt;
    };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(AutosaveText::tr("not JSON (%1 at byte %2)")
                        .arg(parseError.errorString())
                        .arg(parseError.offset));
    if (!doc.isObject()) return fail(AutosaveText::tr("not a JSON object"));
    const QJsonObject o = doc.object();
    if (o.value(QStringLiteral("format")).toString() != kFormat)
        return fail(AutosaveText::tr("field \"format\" is not \"%1\"").arg(kFormat));
    if (o.value(QStringLiteral("version")).toInt() != kVersion)
        return fail(AutosaveText::tr("field \"version\" is not %1").arg(kVersion));
    const QJsonValue pgn = o.value(QStringLiteral("pgn"));
    if (!pgn.isString()) return fail(AutosaveText::tr("field \"pgn\" is missing or not text"));
    AutosavedGame game;
    game.pgn = pgn.toString();
    game.filePath = o.value(QStringLiteral("file")).toString();
    game.gameIndex = std::max(0, o.value(QStringLiteral("game")).toInt());
    game.savedAt =
        QDateTime::fromString(o.value(QStringLiteral("savedAt")).toString(), Qt::ISODateWithMs);
    // Optional: copies written before games in play were saved have none.
    if (const QJsonValue play = o.value(QStringLiteral("play")); play.isObject()) {
        const QJsonObject p = play.toObject();
        game.play = AutosavedPlay{p.value(QStringLiteral("white")).toString(),
                                  p.value(QStringLiteral("black")).toString(),
                                  p.value(QStringLiteral("timeControl")).toString()};
    } else if (!play.isUndefined()) {
        return fail(AutosaveText::tr("field \"play\" is not an object"));
    }
    return game;
}

AutosaveStore::AutosaveStore(QString root)
    : m_root(std::move(root))
{}

AutosaveStore::~AutosaveStore() = default; // QLockFile's destructor unlocks

QString AutosaveStore::newId()
{
    return QUuid::createUuid().toString(QUuid::Id128);
}

std::optional<QString> AutosaveStore::open()
{
    if (isOpen()) return std::nullopt;
    if (!QDir().mkpath(m_root))
        return AutosaveText::tr("Cannot create the autosave folder %1.")
            .arg(QDir::toNativeSeparators(m_root));
    // The lock comes first, so no other window can mistake a half-made session for an orphan.
    const QString name = newId();
    const QString session = m_root + QLatin1Char('/') + name;
    auto lock = tryLock(session + QStringLiteral(".lock"));
    if (!lock)
        return AutosaveText::tr("Cannot lock the autosave session %1.")
            .arg(QDir::toNativeSeparators(session));
    if (!QDir().mkpath(session))
        return AutosaveText::tr("Cannot create the autosave folder %1.")
            .arg(QDir::toNativeSeparators(session));
    m_session = session;
    m_lock = std::move(lock);
    return std::nullopt;
}

QString AutosaveStore::entryPath(const QString& id) const
{
    return m_session + QLatin1Char('/') + id + kSuffix;
}

std::optional<QString> AutosaveStore::write(const AutosavedGame& game)
{
    if (!isOpen()) return AutosaveText::tr("Autosave is off.");
    AutosavedGame stamped = game;
    if (!stamped.savedAt.isValid()) stamped.savedAt = QDateTime::currentDateTimeUtc();
    return io::saveFileAtomically(entryPath(game.id), autosaveToJson(stamped));
}

void AutosaveStore::remove(const QString& id)
{
    if (isOpen()) QFile::remove(entryPath(id));
}

std::vector<AutosavedGame> AutosaveStore::games() const
{
    std::vector<AutosavedGame> out;
    if (!isOpen()) return out;
    const QDir dir(m_session);
    for (const QString& name : dir.entryList({QStringLiteral("*") + kSuffix}, QDir::Files)) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly)) continue;
        if (auto game = autosaveFromJson(file.readAll())) {
            game->id = name.chopped(kSuffix.size());
            out.push_back(std::move(*game));
        }
    }
    sortOldestFirst(out);
    return out;
}

void AutosaveStore::clear()
{
    if (!isOpen()) return;
    QDir(m_session).removeRecursively();
    m_lock.reset(); // unlocks and removes the lock file
    m_session.clear();
}

std::vector<AutosavedGame> AutosaveStore::adoptOrphans(QStringList* errors)
{
    std::vector<AutosavedGame> adopted;
    if (!isOpen()) return adopted;
    const QDir root(m_root);
    const QString own = QDir(m_session).dirName();
    for (const QString& name : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        if (name == own) continue;
        const auto lock = tryLock(root.filePath(name + QStringLiteral(".lock")));
        if (!lock) continue; // a live window's session
        QDir orphan(root.filePath(name));
        bool allTaken = true;
        for (const QString& entry :
             orphan.entryList({QStringLiteral("*") + kSuffix}, QDir::Files)) {
            const QString path = orphan.filePath(entry);
            QFile file(path);
            QString why;
            std::optional<AutosavedGame> game;
            if (!file.open(QIODevice::ReadOnly))
                why = file.errorString();
            else
                game = autosaveFromJson(file.readAll(), &why);
            file.close();
            if (!game) {
                if (errors)
                    errors->append(
                        AutosaveText::tr("%1: %2").arg(QDir::toNativeSeparators(path), why));
                allTaken = false;
                continue;
            }
            game->id = newId();
            if (auto error = write(*game)) {
                if (errors) errors->append(*error);
                allTaken = false;
                continue;
            }
            QFile::remove(path);
            adopted.push_back(std::move(*game));
        }
        // What could not be read stays for the user to look at; the rest is gone.
        if (allTaken) orphan.removeRecursively();
    }
    sortOldestFirst(adopted);
    return adopted;
}

} // namespace kibitz::model
