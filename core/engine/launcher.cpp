// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/launcher.h"

#include "engine/options.h"
#include "engine/variants.h"

#include <algorithm>

namespace kibitz::engine {

namespace {

// The engine's declaration of an option, by name in any case (UCI compares option names
// without regard to case); null when it declares none.
const OptionDecl* declared(const EngineProcess& e, const QString& name)
{
    for (const OptionDecl& o : e.options())
        if (QString::fromStdString(o.name).compare(name, Qt::CaseInsensitive) == 0) return &o;
    return nullptr;
}

// The value saved under a name in any case (UCI option names are not case sensitive).
QVariant savedValue(const QVariantMap& options, const QString& name)
{
    for (auto it = options.cbegin(); it != options.cend(); ++it)
        if (it.key().compare(name, Qt::CaseInsensitive) == 0) return it.value();
    return {};
}

} // namespace

std::optional<int> savedStrength(const QVariantMap& options)
{
    const QVariant elo = savedValue(options, QStringLiteral("UCI_Elo"));
    const QVariant limit = savedValue(options, QStringLiteral("UCI_LimitStrength"));
    bool ok = false;
    const int value = elo.toString().toInt(&ok);
    if (!ok) return std::nullopt;
    if (limit.isValid()
        && (limit.typeId() == QMetaType::Bool
                ? !limit.toBool()
                : limit.toString().compare(QStringLiteral("true"), Qt::CaseInsensitive) != 0))
        return std::nullopt;
    return value;
}

namespace {

// The QObject that carries a process's set-up connection: replaced by each launch(), so a
// restarted engine is set up once.
constexpr const char* LaunchHookName = "kibitz-launch";

} // namespace

EngineCommand commandOf(const EngineEntry& entry)
{
    return EngineCommand{entry.command, entry.arguments, entry.workingDirectory, entry.protocol};
}

std::optional<xboard::PlaySettings> playSettingsOf(const QVariantMap& options)
{
    const QString randomKey = QString::fromLatin1(XBoardRandomSetting);
    const QString npsKey = QString::fromLatin1(XBoardNpsSetting);
    if (!options.contains(randomKey) && !options.contains(npsKey)) return std::nullopt;
    xboard::PlaySettings s;
    const QVariant random = options.value(randomKey);
    s.random = random.typeId() == QMetaType::Bool
                   ? random.toBool()
                   : random.toString().compare(QStringLiteral("true"), Qt::CaseInsensitive) == 0;
    bool ok = false;
    const long long nps = options.value(npsKey).toLongLong(&ok);
    if (ok && nps > 0) s.nps = nps;
    return s;
}

std::optional<LaunchError> checkVariant(const EngineProcess& e, chess::Variant variant,
                                        bool chess960)
{
    // Standard chess (Chess960 too: UCI_Chess960 is set per position by whoever searches) is
    // taken to be played by every engine; a variant only by one that declares it.
    if (variant == chess::Variant::Standard) return std::nullopt;
    if (playsVariant(e.variants(), variant, chess960)) return std::nullopt;
    LaunchError error;
    error.kind = LaunchError::Kind::VariantNotPlayed;
    error.engine = e.name();
    error.variant = variant;
    error.chess960 = chess960;
    return error;
}

std::vector<LaunchError> setUp(EngineProcess& e, const EngineEntry& entry,
                               const LaunchSettings& settings)
{
    std::vector<LaunchError> problems;
    if (auto refusal = checkVariant(e, settings.variant, settings.chess960)) {
        problems.push_back(*refusal);
        return problems;
    }
    // The user's saved values first, so that the task's own settings win where they overlap.
    QStringList skipped;
    // The en passant square of a set-up position's FEN (engine/options.h), saved or given for
    // the task (option.kibitz:enPassant=xfen); a value that names no policy is reported with
    // the options left out.
    const QString enPassantKey = QString::fromLatin1(EnPassantSetting);
    for (const QVariantMap* from : {&entry.options, &settings.options}) {
        if (!from->contains(enPassantKey)) continue;
        const std::string value = from->value(enPassantKey).toString().toStdString();
        if (const auto policy = enPassantPolicyFromName(value))
            e.setFenEnPassant(*policy);
        else
            skipped << enPassantKey + QStringLiteral("=") + QString::fromStdString(value);
    }
    for (auto it = entry.options.cbegin(); it != entry.options.cend(); ++it) {
        if (isManagedOption(it.key().toStdString())) continue;
        const OptionDecl* o = declared(e, it.key());
        if (!o || o->type == OptionType::Button) {
            skipped << it.key();
            continue;
        }
        e.setOption(QString::fromStdString(o->name), it.value().toString());
    }
    if (!skipped.isEmpty()) {
        LaunchError error;
        error.kind = LaunchError::Kind::OptionsNotDeclared;
        error.engine = e.name();
        error.options = skipped;
        problems.push_back(error);
    }
    for (auto it = settings.options.cbegin(); it != settings.options.cend(); ++it)
        if (it.key() != enPassantKey) e.setOption(it.key(), it.value().toString());
    const QString threads = QStringLiteral("Threads");
    if (settings.machineThreads && !savedValue(entry.options, threads).isValid()
        && !savedValue(settings.options, threads).isValid())
        if (const OptionDecl* o = declared(e, threads))
            if (const auto n = defaultThreads(*o, thisMachine()))
                e.setOption(QString::fromStdString(o->name), QString::number(*n));
    // XBoard "random" and "nps N" go with every "new" from now on (UCI has neither).
    if (e.protocol() == Protocol::XBoard)
        if (const auto play = playSettingsOf(entry.options)) e.setPlaySettings(*play);
    if (const std::optional<int> elo = settings.elo ? settings.elo : savedStrength(entry.options)) {
        // UCI section "Options": UCI_LimitStrength with UCI_Elo. XBoard has no standard
        // strength command; engines that have one declare these names as options.
        const OptionDecl* limit = declared(e, QStringLiteral("UCI_LimitStrength"));
        const OptionDecl* rating = declared(e, QStringLiteral("UCI_Elo"));
        if (!limit || !rating) {
            LaunchError error;
            error.kind = LaunchError::Kind::CannotLimitStrength;
            error.engine = e.name();
            problems.push_back(error);
        } else {
            const long long value =
                std::clamp<long long>(*elo, rating->min.value_or(*elo), rating->max.value_or(*elo));
            e.setOption(QString::fromStdString(limit->name), QStringLiteral("true"));
            e.setOption(QString::fromStdString(rating->name), QString::number(value));
        }
    }
    // UCI: the engine is told that it will be asked to ponder (its time management may count
    // on it). XBoard engines are pondered for by analysis, not by "hard", which the session's
    // "force" would cut short.
    if (settings.ponder && e.protocol() == Protocol::Uci)
        if (const OptionDecl* o = declared(e, QStringLiteral("Ponder")))
            e.setOption(QString::fromStdString(o->name), QStringLiteral("true"));
    return problems;
}

void launch(EngineProcess* process, const EngineEntry& entry, const LaunchSettings& settings,
            std::function<void(const std::vector<LaunchError>&)> ready, QObject* context)
{
    delete process->findChild<QObject*>(QLatin1String(LaunchHookName), Qt::FindDirectChildrenOnly);
    auto* hook = new QObject(process);
    hook->setObjectName(QLatin1String(LaunchHookName));
    const bool hasContext = context != nullptr;
    QObject::connect(process, &EngineProcess::started, hook,
                     [process, entry, settings, ready = std::move(ready),
                      guard = QPointer<QObject>(context), hasContext] {
                         const std::vector<LaunchError> problems = setUp(*process, entry, settings);
                         if (ready && (!hasContext || guard)) ready(problems);
                     });
    process->start(commandOf(entry));
}

const LaunchError* findProblem(const std::vector<LaunchError>& problems, LaunchError::Kind kind)
{
    const auto it = std::find_if(problems.begin(), problems.end(),
                                 [kind](const LaunchError& p) { return p.kind == kind; });
    return it == problems.end() ? nullptr : &*it;
}

} // namespace kibitz::engine
