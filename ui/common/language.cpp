// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/language.h"

#include "io/datadirs.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QRegularExpression>
#include <QSettings>

namespace kibitz::ui {

namespace {

const auto kSettingKey = QStringLiteral("ui/language");

// The translators installTranslators() put in, removed when it is called again.
QList<QPointer<QTranslator>>& installed()
{
    static QList<QPointer<QTranslator>> translators;
    return translators;
}

// Where Kibitz's .qm files are looked for: an installation's (replaceable without a
// rebuild), then those built into the program.
QStringList kibitzFolders()
{
    QStringList folders;
    for (const std::string& dir : io::dataDirs())
        folders << QDir(QString::fromStdString(dir)).filePath(QStringLiteral("translations"));
    folders << QStringLiteral(":/i18n");
    return folders;
}

QTranslator* loadFrom(const QStringList& folders, const QLocale& locale, const QString& name)
{
    auto* translator = new QTranslator(QCoreApplication::instance());
    for (const QString& folder : folders)
        if (translator->load(locale, name, QStringLiteral("_"), folder)) return translator;
    delete translator;
    return nullptr;
}

// The accented look-alike of each ASCII letter, A-Z then a-z.
const QString& accented()
{
    static const QString letters = QStringLiteral("ÅƁÇĐÉƑĜĤÎĴĶĻḾÑÖÞǪŔŠŢÛṼŴẊÝŽ"
                                                  "åƀçđéƒĝĥîĵķļḿñöþǫŕšţûṽŵẋýž");
    return letters;
}

} // namespace

QList<LanguageChoice> languageChoices()
{
    // Each language by its own name: the one looking for it may not read the current one.
    return {
        {QString(), QCoreApplication::translate("kibitz::ui::PreferencesDialog", "System default")},
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("fr"), QStringLiteral("Français")},
        {QStringLiteral("es"), QStringLiteral("Español")},
    };
}

QString languageSetting()
{
    return QSettings().value(kSettingKey).toString();
}

void setLanguageSetting(const QString& code)
{
    QSettings settings;
    if (code.isEmpty())
        settings.remove(kSettingKey);
    else
        settings.setValue(kSettingKey, code);
}

QString startupLanguage(const QString& override)
{
    if (!override.isEmpty()) return override;
    QString variable = qEnvironmentVariable("KIBITZ_LANGUAGE");
    if (!variable.isEmpty()) return variable;
    return languageSetting();
}

QStringList installTranslators(const QString& code)
{
    for (const QPointer<QTranslator>& translator : installed()) {
        if (!translator) continue;
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
    installed().clear();

    if (code == QLatin1String(kPseudoLanguage)) {
        auto* pseudo = new PseudoTranslator(QCoreApplication::instance());
        QCoreApplication::installTranslator(pseudo);
        installed() << pseudo;
        return {QStringLiteral("(pseudo)")};
    }

    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    if (!code.isEmpty()) QLocale::setDefault(locale); // numbers and dates as the texts are
    const bool english = locale.language() == QLocale::English || locale.language() == QLocale::C;

    QStringList loaded;
    auto install = [&loaded](QTranslator* translator) {
        if (!translator) return false;
        QCoreApplication::installTranslator(translator);
        installed() << translator;
        loaded << translator->filePath();
        return true;
    };
    if (!english) {
        install(loadFrom({QLibraryInfo::path(QLibraryInfo::TranslationsPath)}, locale,
                         QStringLiteral("qtbase")));
        if (install(loadFrom(kibitzFolders(), locale, QStringLiteral("kibitz")))) return loaded;
    }
    // English, and languages without a translation: the source texts, with the English
    // plural forms ("%n game(s)" as "1 game", "2 games") from kibitz_en.
    install(loadFrom(kibitzFolders(), QLocale(QLocale::English), QStringLiteral("kibitz")));
    return loaded;
}

QString PseudoTranslator::translate(const char* context, const char* sourceText,
                                    const char* disambiguation, int n) const
{
    Q_UNUSED(disambiguation)
    Q_UNUSED(n)
    if (!sourceText || !*sourceText) return {};
    // Qt's names of keys are read back when shortcuts are parsed in native text.
    if (qstrcmp(context, "QShortcut") == 0) return {};
    return pseudo(QString::fromUtf8(sourceText));
}

QString PseudoTranslator::pseudo(const QString& text)
{
    static const QRegularExpression keySequence(
        QStringLiteral("^((Ctrl|Shift|Alt|Meta)\\+)+\\S+$|^F\\d{1,2}$"));
    if (keySequence.match(text).hasMatch()) return text;
    // Kept as they are: %1 %L1 %n, &&, &amp;, &X, <tags>, (*.pattern ...).
    static const QRegularExpression kept(
        QStringLiteral("%L?(?:\\d+|n)|&&|&[a-zA-Z]+;|&.|<[^>]*>|\\(\\*[^)]*\\)|\\.\\.\\.|…"));
    QString out = QStringLiteral("[");
    qsizetype at = 0;
    auto accent = [&out](QStringView plain) {
        for (const QChar c : plain) {
            const char16_t u = c.unicode();
            if (u >= u'A' && u <= u'Z')
                out += accented()[u - u'A'];
            else if (u >= u'a' && u <= u'z')
                out += accented()[26 + (u - u'a')];
            else
                out += c;
        }
    };
    for (auto it = kept.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        accent(QStringView(text).mid(at, match.capturedStart() - at));
        out += match.captured();
        at = match.capturedEnd();
    }
    accent(QStringView(text).mid(at));
    out += QLatin1Char(']');
    return out;
}

} // namespace kibitz::ui
