// SPDX-License-Identifier: GPL-3.0-or-later
// Piece sets from folders of SVG files in the naming schemes sets use, clear errors for
// folders that are not sets, the board's pixmap cache following the set, and the board's
// look kept in QSettings and applied by Preferences and the window.
#include "board/boardview.h"
#include "diagram/boardtheme.h"
#include "diagram/pieceset.h"
#include "dialogs/preferencesdialog.h"
#include "mainwindow/mainwindow.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QPainter>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

using kibitz::ui::BoardAppearance;
using kibitz::ui::BoardView;
using kibitz::ui::PieceSet;

namespace {

constexpr const char* kLetters = "PNBRQKpnbrqk";

// A plain square of one colour per piece: easy to recognise in a grabbed board.
QByteArray squareSvg(const char* colour)
{
    return QByteArray("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\" "
                      "viewBox=\"0 0 10 10\"><rect x=\"1\" y=\"1\" width=\"8\" height=\"8\" "
                      "fill=\"")
           + colour + "\"/></svg>";
}

bool write(const QString& path, const QByteArray& data)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
}

// The file name piece (0..11, kLetters order) has in a scheme.
QString fileName(const QString& scheme, int piece)
{
    static const char* const names[] = {"Pawn", "Knight", "Bishop", "Rook", "Queen", "King"};
    const bool white = piece < 6;
    const char upper = char(kLetters[piece] & ~0x20);
    if (scheme == QLatin1String("wK"))
        return QStringLiteral("%1%2.svg").arg(QChar(white ? u'w' : u'b')).arg(QLatin1Char(upper));
    if (scheme == QLatin1String("kw"))
        return QStringLiteral("%1%2.svg")
            .arg(QLatin1Char(char(upper | 0x20)))
            .arg(QChar(white ? u'w' : u'b'));
    if (scheme == QLatin1String("WhiteKing")) // XBoard
        return QStringLiteral("%1%2.svg")
            .arg(white ? QStringLiteral("White") : QStringLiteral("Black"),
                 QLatin1String(names[piece % 6]));
    if (scheme == QLatin1String("king-white"))
        return QStringLiteral("%1-%2.svg")
            .arg(QString::fromLatin1(names[piece % 6]).toLower(),
                 white ? QStringLiteral("white") : QStringLiteral("black"));
    return QStringLiteral("Chess_%1%2t45.svg")
        .arg(QLatin1Char(char(upper | 0x20)))
        .arg(QChar(white ? u'l' : u'd'));
}

// Writes a set in a scheme; the pieces listed in skip are left out.
void writeSet(const QString& dir, const QString& scheme, const char* colour,
              const QString& skip = {})
{
    for (int i = 0; i < 12; ++i)
        if (!skip.contains(QLatin1Char(kLetters[i])))
            QVERIFY(write(dir + QLatin1Char('/') + fileName(scheme, i), squareSvg(colour)));
}

QPoint squareCentre(BoardView& view, const char* name)
{
    const int file = name[0] - 'a', rank = name[1] - '1';
    return view.squareRect(rank * 8 + file).center();
}

} // namespace

class PieceSetTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void builtIn();
    void namingSchemes_data();
    void namingSchemes();
    void fullBleedDrawingsGetAMargin();
    void otherFilesAreIgnored();
    void badFolders_data();
    void badFolders();
    void xboardSet();
    void boardCacheFollowsSet();
    void appearancePersists();
    void unknownSettingsFallBack();
    void preferencesDialog();
    void windowAppliesAppearance();
};

void PieceSetTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("pieceset_test"));
    QSettings().clear();
}

void PieceSetTest::builtIn()
{
    const auto set = PieceSet::builtIn();
    QCOMPARE(set->name(), QStringLiteral("Kibitz"));
    QVERIFY(set->folder().isEmpty());
    QCOMPARE(set->filePath('k'), QStringLiteral(":/pieces/kibitz/bK.svg"));
    QVERIFY(set->filePath('x').isEmpty());
    QCOMPARE(PieceSet::builtIn().get(), set.get()); // one, shared
}

void PieceSetTest::namingSchemes_data()
{
    QTest::addColumn<QString>("scheme");
    QTest::addColumn<QString>("whiteKing");
    for (const char* scheme : {"wK", "kw", "WhiteKing", "king-white", "Chess_klt45"})
        QTest::newRow(scheme) << QString::fromLatin1(scheme) << fileName(QLatin1String(scheme), 5);
}

void PieceSetTest::namingSchemes()
{
    QFETCH(QString, scheme);
    QFETCH(QString, whiteKing);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    writeSet(dir.path(), scheme, "red");
    const auto set = PieceSet::fromFolder(dir.path());
    QVERIFY2(set.hasValue(), set ? "" : qPrintable(set.error()));
    QCOMPARE((*set)->filePath('K'), dir.path() + QLatin1Char('/') + whiteKing);
    QCOMPARE((*set)->folder(), QDir(dir.path()).absolutePath());
    QVERIFY((*set)->id() != PieceSet::builtIn()->id());
    // Every piece found, each in its own file.
    QSet<QString> files;
    for (const char* l = kLetters; *l; ++l) files.insert((*set)->filePath(*l));
    QCOMPARE(files.size(), 12);
    QCOMPARE((*set)->scale(), 1.0); // drawn with a margin of their own: left as drawn
}

void PieceSetTest::fullBleedDrawingsGetAMargin()
{
    QTemporaryDir dir;
    const QByteArray full = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">"
                            "<rect width=\"10\" height=\"10\" fill=\"red\"/></svg>";
    for (int i = 0; i < 12; ++i)
        QVERIFY(write(dir.path() + QLatin1Char('/') + fileName(QStringLiteral("wK"), i), full));
    const auto set = PieceSet::fromFolder(dir.path());
    QVERIFY(set.hasValue());
    QVERIFY((*set)->scale() < 0.9);
    QVERIFY((*set)->scale() > 0.8);
    // Drawn into a square, the corner stays clear.
    QImage image(100, 100, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        (*set)->render(painter, 'K', QRectF(0, 0, 100, 100));
    }
    QCOMPARE(qAlpha(image.pixel(2, 2)), 0);
    QCOMPARE(image.pixelColor(50, 50), QColor(Qt::red));
}

void PieceSetTest::otherFilesAreIgnored()
{
    QTemporaryDir dir;
    writeSet(dir.path(), QStringLiteral("WhiteKing"), "red");
    QVERIFY(write(dir.path() + QStringLiteral("/WhiteUnicorn.svg"), squareSvg("blue")));
    QVERIFY(write(dir.path() + QStringLiteral("/board.png"), "not an svg"));
    QVERIFY(PieceSet::fromFolder(dir.path()).hasValue());
}

void PieceSetTest::badFolders_data()
{
    QTest::addColumn<QString>("setup"); // what to put in the folder
    QTest::addColumn<QString>("message");
    QTest::newRow("missing queen and king") << "wK:qk"
                                            << "lacks the black queen, black king";
    QTest::newRow("missing, other scheme") << "WhiteKing:P"
                                           << "lacks the white pawn";
    QTest::newRow("empty") << ""
                           << "holds no SVG files";
    QTest::newRow("no pieces") << "other"
                               << "has no chess piece SVGs";
    QTest::newRow("unreadable svg") << "broken"
                                    << "is not a readable SVG";
    QTest::newRow("not there") << "gone"
                               << "does not exist";
}

void PieceSetTest::badFolders()
{
    QFETCH(QString, setup);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QString folder = dir.path();
    if (setup.contains(QLatin1Char(':'))) {
        writeSet(folder, setup.section(QLatin1Char(':'), 0, 0), "red",
                 setup.section(QLatin1Char(':'), 1));
    } else if (setup == QLatin1String("other")) {
        QVERIFY(write(folder + QStringLiteral("/logo.svg"), squareSvg("red")));
    } else if (setup == QLatin1String("broken")) {
        writeSet(folder, QStringLiteral("wK"), "red");
        QVERIFY(write(folder + QStringLiteral("/bQ.svg"), "<svg this is not"));
    } else if (setup == QLatin1String("gone")) {
        folder += QStringLiteral("/nowhere");
    }
    const auto set = PieceSet::fromFolder(folder);
    QVERIFY(!set.hasValue());
    QVERIFY2(set.error().contains(message), qPrintable(set.error()));
    QVERIFY2(set.error().contains(folder), qPrintable(set.error())); // names the folder
}

void PieceSetTest::xboardSet()
{
    const QStringList folders = PieceSet::systemFolders();
    if (folders.isEmpty()) QSKIP("XBoard's SVG pieces are not installed (Debian package xboard)");
    const auto set = PieceSet::fromFolder(folders.front());
    QVERIFY2(set.hasValue(), set ? "" : qPrintable(set.error()));
    QVERIFY((*set)->filePath('n').endsWith(QStringLiteral("/BlackKnight.svg")));
    QVERIFY((*set)->scale() < 1.0); // its pieces touch the edges of their drawings
}

void PieceSetTest::boardCacheFollowsSet()
{
    QTemporaryDir dir;
    writeSet(dir.path(), QStringLiteral("wK"), "#ff0000");
    const auto red = PieceSet::fromFolder(dir.path());
    QVERIFY(red.hasValue());

    BoardView view;
    view.resize(400, 400);
    BoardView::Placement pieces{};
    pieces.fill('.');
    pieces[4] = 'K'; // e1
    view.setPieces(pieces);
    const QPoint e1 = squareCentre(view, "e1");
    const QImage before = view.grab().toImage();
    QVERIFY(view.cachedPixmapCount() > 0);
    QVERIFY(before.pixelColor(e1) != QColor(Qt::red));

    view.setPieceSet(*red);
    QCOMPARE(view.cachedPixmapCount(), 0); // the old set's pixmaps are gone
    const QImage after = view.grab().toImage();
    QCOMPARE(after.pixelColor(e1), QColor(Qt::red));
    QCOMPARE(view.cachedPixmapCount(), 1);

    // Colours and coordinates.
    view.setSquareColors(QColor(Qt::white), QColor(Qt::blue));
    const QImage coloured = view.grab().toImage();
    QCOMPARE(coloured.pixelColor(squareCentre(view, "d4")), QColor(Qt::blue)); // d4 is dark
    const QRect a1 = view.squareRect(0);
    auto blueIn = [&](const QImage& image) {
        int n = 0; // a1's label is drawn in the light colour on the dark square
        for (int y = a1.top(); y <= a1.bottom(); ++y)
            for (int x = a1.left(); x <= a1.right(); ++x)
                n += image.pixelColor(x, y) != QColor(Qt::blue);
        return n;
    };
    const int withLabels = blueIn(coloured);
    view.setShowCoordinates(false);
    QVERIFY(!view.showsCoordinates());
    QVERIFY(blueIn(view.grab().toImage()) < withLabels);
}

void PieceSetTest::appearancePersists()
{
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("kibitz.ini")), QSettings::IniFormat);
    BoardAppearance a;
    QCOMPARE(BoardAppearance::load(settings), a); // nothing stored: the defaults
    QCOMPARE(a.themeId, QStringLiteral("wood"));

    a.selectTheme(QStringLiteral("green"));
    a.coordinates = false;
    a.pieceFolder = QStringLiteral("/some/where");
    a.save(settings);
    QCOMPARE(BoardAppearance::load(settings), a);

    a.themeId = QLatin1String(BoardAppearance::kCustomTheme);
    a.light = QColor(0x12, 0x34, 0x56);
    a.dark = QColor(0x65, 0x43, 0x21);
    a.save(settings);
    settings.sync();
    QSettings again(dir.filePath(QStringLiteral("kibitz.ini")), QSettings::IniFormat);
    const BoardAppearance loaded = BoardAppearance::load(again);
    QCOMPARE(loaded, a);
    QCOMPARE(loaded.light, QColor(0x12, 0x34, 0x56));
}

void PieceSetTest::unknownSettingsFallBack()
{
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("kibitz.ini")), QSettings::IniFormat);
    settings.setValue(QStringLiteral("board/theme"), QStringLiteral("no-such-theme"));
    QCOMPARE(BoardAppearance::load(settings).themeId, QStringLiteral("wood"));
    settings.setValue(QStringLiteral("board/theme"), QStringLiteral("custom"));
    settings.setValue(QStringLiteral("board/lightColor"), QStringLiteral("not a colour"));
    settings.setValue(QStringLiteral("board/darkColor"), QStringLiteral("#102030"));
    const BoardAppearance a = BoardAppearance::load(settings);
    QCOMPARE(a.light, kibitz::ui::boardThemes().front().light);
    QCOMPARE(a.dark, QColor(0x10, 0x20, 0x30));
}

void PieceSetTest::preferencesDialog()
{
    QTemporaryDir dir;
    writeSet(dir.path(), QStringLiteral("king-white"), "red");
    kibitz::ui::PreferencesDialog d{BoardAppearance()};
    d.chooseTheme(QStringLiteral("blue"));
    QCOMPARE(d.appearance().themeId, QStringLiteral("blue"));
    QCOMPARE(d.preview()->darkSquareColor(), d.appearance().dark);
    QCOMPARE(d.themeBox()->currentData().toString(), QStringLiteral("blue"));

    d.chooseCustomColors(QColor(Qt::yellow), {});
    QCOMPARE(d.appearance().themeId, QStringLiteral("custom"));
    QCOMPARE(d.preview()->lightSquareColor(), QColor(Qt::yellow));
    QCOMPARE(d.preview()->darkSquareColor(), kibitz::ui::boardThemes()[2].dark); // kept

    // A folder that is not a set is refused with its reason; the set stays.
    QVERIFY(!d.choosePieceFolder(dir.path() + QStringLiteral("/nowhere")));
    QVERIFY(d.pieceSetError().contains(QStringLiteral("does not exist")));
    QCOMPARE(d.pieceSet().get(), PieceSet::builtIn().get());
    QVERIFY(d.choosePieceFolder(dir.path()));
    QVERIFY(d.pieceSetError().isEmpty());
    QCOMPARE(d.appearance().pieceFolder, QDir(dir.path()).absolutePath());
    QCOMPARE(d.preview()->pieceSet().get(), d.pieceSet().get());
    QCOMPARE(d.pieceSetBox()->currentData().toString(), d.appearance().pieceFolder);

    d.coordinatesBox()->click();
    QVERIFY(!d.appearance().coordinates);
    QVERIFY(!d.preview()->showsCoordinates());
}

void PieceSetTest::windowAppliesAppearance()
{
    QTemporaryDir dir;
    writeSet(dir.path(), QStringLiteral("wK"), "red");
    BoardAppearance a;
    a.selectTheme(QStringLiteral("green"));
    a.pieceFolder = dir.path();
    a.coordinates = false;
    {
        QSettings settings;
        a.save(settings);
    }
    // A new window reads the settings.
    kibitz::ui::MainWindow w;
    QCOMPARE(w.boardView()->darkSquareColor(), kibitz::ui::boardThemes()[1].dark);
    QCOMPARE(w.boardView()->pieceSet()->folder(), QDir(dir.path()).absolutePath());
    QVERIFY(!w.boardView()->showsCoordinates());

    // A folder gone since: Kibitz's own pieces, and the window says why.
    a.pieceFolder = dir.path() + QStringLiteral("/gone");
    w.applyAppearance(a);
    QCOMPARE(w.boardView()->pieceSet().get(), PieceSet::builtIn().get());
    QSettings().clear();
}

QTEST_MAIN(PieceSetTest)
#include "pieceset_test.moc"
