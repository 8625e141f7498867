// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The language of the workbench: Kibitz's translations (translations/*.ts, compiled into the
// program under ":/i18n"), Qt's own where the system has them, the choice kept for
// Preferences, and a pseudo-translation that shows which texts do not go through tr().

#include <QList>
#include <QString>
#include <QStringList>
#include <QTranslator>

namespace kibitz::ui {

// The pseudo-language: every translated text comes out accented and in brackets, so English
// left on screen is English that never reached a translator.
inline constexpr char kPseudoLanguage[] = "pseudo";

struct LanguageChoice {
    QString code; // "" is the system's language; otherwise "en", "de", ...
    QString name; // in its own language ("Deutsch"); the system default's is translated
};

// What Preferences offers: the system's language first, then English and each translation.
QList<LanguageChoice> languageChoices();

// The choice kept in QSettings ("ui/language"); empty for the system's language.
QString languageSetting();
void setLanguageSetting(const QString& code);

// The language to start in: override (--language, else the KIBITZ_LANGUAGE variable) when
// it is not empty, else the setting. Empty means the system's language.
QString startupLanguage(const QString& override);

// Installs the application's translators for code ("de", "fr", "es", "en", "pseudo", or
// empty for the system locale's languages), replacing those installed before; Kibitz's from
// share/kibitz/translations of an installation when there, else the built-in ones, and
// Qt's own (qtbase_*.qm) when the system has them. English, and a language without a
// translation, get kibitz_en: the English plural forms of the texts with %n. Call before
// any window is built: texts are translated when widgets are made. Returns the files loaded.
QStringList installTranslators(const QString& code);

// Translates every text into the pseudo-language (kPseudoLanguage).
class PseudoTranslator : public QTranslator {
    Q_OBJECT

public:
    using QTranslator::QTranslator;

    QString translate(const char* context, const char* sourceText,
                      const char* disambiguation = nullptr, int n = -1) const override;
    [[nodiscard]] bool isEmpty() const override { return false; }

    // text in brackets with its letters accented; what code or Qt reads in it stays as it
    // is: placeholders (%1, %n, %L1), accelerators (&F, &&), markup (<b>, &amp;), file
    // dialog patterns ("(*.pgn)") and key sequences ("Ctrl+Shift+F").
    [[nodiscard]] static QString pseudo(const QString& text);
};

} // namespace kibitz::ui
