// SPDX-License-Identifier: GPL-3.0-or-later
// The translation files as a translator leaves them: German and French complete, Spanish
// as far as it goes, English (the plural forms of texts with %n only) complete; every translation
// keeps its source's placeholders (%1..%9, %n), its plural forms and its accelerator; and the files
// are in step with the sources (lupdate run now over a copy would change nothing: no text is
// missing, none is stale).
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

namespace {

struct Message {
    QString context;
    QString source;
    bool numerus = false;
    bool unfinished = false;
    bool obsolete = false;
    QStringList translations; // one, or one per plural form
};

// Reads a .ts file; an empty list and the reason in *error when it is not one.
QList<Message> readTs(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QList<Message> messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            message = Message{};
            message.context = context;
            message.numerus =
                xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (name == QLatin1String("source")) {
            message.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            const auto type = xml.attributes().value(QLatin1String("type"));
            message.unfinished = type == QLatin1String("unfinished");
            message.obsolete =
                type == QLatin1String("obsolete") || type == QLatin1String("vanished");
            if (message.numerus) {
                while (xml.readNextStartElement()) message.translations << xml.readElementText();
            } else {
                message.translations << xml.readElementText();
            }
            messages << message;
        }
    }
    if (xml.hasError()) *error = xml.errorString();
    return messages;
}

QSet<QString> placeholders(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("%L?[1-9]|%L?n"));
    QSet<QString> found;
    for (auto it = re.globalMatch(text); it.hasNext();) {
        QString p = it.next().captured();
        found.insert(p.remove(QLatin1Char('L'))); // %L1 and %1 are the same argument
    }
    return found;
}

// The letter after a single '&' ("&&" is a literal ampersand), or a null QChar.
QChar accelerator(const QString& text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&')) continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        if (text[i + 1].isLetterOrNumber()) return text[i + 1];
    }
    return {};
}

QString where(const QString& language, const Message& m)
{
    return QStringLiteral("%1, %2: \"%3\"").arg(language, m.context, m.source);
}

} // namespace

class TranslationFilesTest : public QObject {
    Q_OBJECT

private slots:
    void complete_data();
    void complete();
    void placeholdersKept_data() { complete_data(); }
    void placeholdersKept();
    void inStepWithSources();
};

void TranslationFilesTest::complete_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("mustBeComplete");
    QTest::addColumn<int>("atLeast"); // texts: a file that lost most of them is broken
    QTest::newRow("de") << QStringLiteral("de") << true << 500;
    QTest::newRow("fr") << QStringLiteral("fr") << true << 500;
    QTest::newRow("es") << QStringLiteral("es") << false << 500;
    QTest::newRow("en plurals") << QStringLiteral("en") << true << 10;
}

void TranslationFilesTest::complete()
{
    QFETCH(QString, language);
    QFETCH(bool, mustBeComplete);
    QFETCH(int, atLeast);
    QString error;
    const auto messages =
        readTs(QStringLiteral(KIBITZ_TRANSLATIONS_DIR "/kibitz_%1.ts").arg(language), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(messages.size() >= atLeast);
    QStringList unfinished;
    for (const Message& m : messages) {
        // Stale texts are dropped by lupdate -no-obsolete; one left means a hand edit.
        QVERIFY2(!m.obsolete, qPrintable(where(language, m) + QStringLiteral(" is obsolete")));
        bool empty = m.translations.isEmpty();
        for (const QString& t : m.translations) empty = empty || t.isEmpty();
        if (m.unfinished || empty) unfinished << where(language, m);
    }
    qInfo("%s: %lld texts, %lld unfinished", qPrintable(language), qlonglong(messages.size()),
          qlonglong(unfinished.size()));
    if (mustBeComplete)
        QVERIFY2(unfinished.isEmpty(), qPrintable(unfinished.join(QLatin1Char('\n'))));
}

void TranslationFilesTest::placeholdersKept()
{
    QFETCH(QString, language);
    QString error;
    const auto messages =
        readTs(QStringLiteral(KIBITZ_TRANSLATIONS_DIR "/kibitz_%1.ts").arg(language), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QStringList wrong;
    for (const Message& m : messages) {
        if (m.unfinished) continue;
        const QSet<QString> wanted = placeholders(m.source);
        // The languages here have two plural forms; a numerus text has exactly two.
        if (m.numerus && m.translations.size() != 2)
            wrong << where(language, m)
                         + QStringLiteral(": %1 plural forms, not 2").arg(m.translations.size());
        for (qsizetype i = 0; i < m.translations.size(); ++i) {
            QSet<QString> got = placeholders(m.translations[i]);
            QSet<QString> want = wanted;
            // The singular may say "one" instead of %n ("Das erste Problem").
            if (m.numerus && i == 0) {
                got.remove(QStringLiteral("%n"));
                want.remove(QStringLiteral("%n"));
            }
            if (got != want)
                wrong << where(language, m)
                             + QStringLiteral(" → \"%1\": placeholders differ")
                                   .arg(m.translations[i]);
            if (accelerator(m.source).isNull() != accelerator(m.translations[i]).isNull())
                wrong << where(language, m)
                             + QStringLiteral(" → \"%1\": accelerator lost or added")
                                   .arg(m.translations[i]);
        }
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
}

void TranslationFilesTest::inStepWithSources()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // The lupdate project of the build (the sources and include paths of kibitz_ui's
    // qt_add_lupdate), made as the update_translations target makes it.
    const QString project = dir.filePath(QStringLiteral("project.json"));
    QProcess cmake;
    cmake.start(QStringLiteral(KIBITZ_CMAKE),
                {QStringLiteral("-DIN_FILE=" KIBITZ_LUPDATE_PROJECT),
                 QStringLiteral("-DOUT_FILE=") + project, QStringLiteral("-P"),
                 QStringLiteral(KIBITZ_LUPDATE_PROJECT_SCRIPT)});
    QVERIFY(cmake.waitForFinished(60000));
    QVERIFY2(cmake.exitCode() == 0, cmake.readAllStandardError().constData());

    const QStringList languages = {QStringLiteral("de"), QStringLiteral("fr"),
                                   QStringLiteral("es")};
    QStringList copies;
    for (const QString& language : languages) {
        const QString name = QStringLiteral("kibitz_%1.ts").arg(language);
        QVERIFY(
            QFile::copy(QStringLiteral(KIBITZ_TRANSLATIONS_DIR "/") + name, dir.filePath(name)));
        copies << dir.filePath(name);
    }
    QProcess lupdate;
    lupdate.setProcessChannelMode(QProcess::MergedChannels);
    lupdate.start(QStringLiteral(KIBITZ_LUPDATE),
                  QStringList{QStringLiteral("-project"), project, QStringLiteral("-no-obsolete"),
                              QStringLiteral("-locations"), QStringLiteral("none"),
                              QStringLiteral("-ts")}
                      + copies);
    QVERIFY(lupdate.waitForFinished(120000));
    const QString output = QString::fromLocal8Bit(lupdate.readAll());
    QVERIFY2(lupdate.exitCode() == 0, qPrintable(output));

    // kibitz_en.ts: only the texts with plural forms.
    const QString plurals = dir.filePath(QStringLiteral("kibitz_en.ts"));
    QVERIFY(QFile::copy(QStringLiteral(KIBITZ_TRANSLATIONS_DIR "/kibitz_en.ts"), plurals));
    QProcess pluralOnly;
    pluralOnly.setProcessChannelMode(QProcess::MergedChannels);
    pluralOnly.start(QStringLiteral(KIBITZ_LUPDATE),
                     {QStringLiteral("-project"), project, QStringLiteral("-pluralonly"),
                      QStringLiteral("-no-obsolete"), QStringLiteral("-locations"),
                      QStringLiteral("none"), QStringLiteral("-ts"), plurals});
    QVERIFY(pluralOnly.waitForFinished(120000));
    const QString pluralOutput = QString::fromLocal8Bit(pluralOnly.readAll());
    QVERIFY2(pluralOnly.exitCode() == 0, qPrintable(pluralOutput));

    for (const QString& language : languages + QStringList{QStringLiteral("en")}) {
        const QString name = QStringLiteral("kibitz_%1.ts").arg(language);
        QFile original(QStringLiteral(KIBITZ_TRANSLATIONS_DIR "/") + name);
        QFile updated(dir.filePath(name));
        QVERIFY(original.open(QIODevice::ReadOnly) && updated.open(QIODevice::ReadOnly));
        QVERIFY2(original.readAll() == updated.readAll(),
                 qPrintable(QStringLiteral("translations/%1 is not in step with the sources; run "
                                           "cmake --build build --target update_translations "
                                           "and translate what it adds:\n%2")
                                .arg(name, output + pluralOutput)));
    }
}

QTEST_GUILESS_MAIN(TranslationFilesTest)
#include "translationfiles_test.moc"
