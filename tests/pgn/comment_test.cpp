// SPDX-License-Identifier: GPL-3.0-or-later
// Comment commands (core/pgn/comment.h): reading [%clk], [%emt], [%eval], [%cal], [%csl]
// out of comment text, keeping what is not understood, and editing one command in place.

#include "pgn/comment.h"

#include <QTest>

using namespace kibitz;
using namespace kibitz::pgn;

namespace {

QString q(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

QString describeEval(const std::optional<Eval>& e)
{
    return e ? q(formatEval(*e)) : QString();
}

} // namespace

class CommentTest : public QObject {
    Q_OBJECT

private slots:
    void parse_data();
    void parse();
    void clockSyntax_data();
    void clockSyntax();
    void evalSyntax_data();
    void evalSyntax();
    void edit_data();
    void edit();
    void settingSameValueKeepsBytes_data();
    void settingSameValueKeepsBytes();
    void findCommandsSpans();
    void bookMark_data();
    void bookMark();
};

void CommentTest::parse_data()
{
    QTest::addColumn<QString>("comment");
    QTest::addColumn<double>("clock"); // -1: none
    QTest::addColumn<double>("emt");   // -1: none
    QTest::addColumn<QString>("eval"); // formatEval, empty: none
    QTest::addColumn<QString>("arrows");
    QTest::addColumn<QString>("squares");
    QTest::addColumn<QStringList>("unknown");
    QTest::addColumn<QString>("text");

    QTest::newRow("plain text") << "Good move." << -1.0 << -1.0 << ""
                                << ""
                                << "" << QStringList() << "Good move.";
    QTest::newRow("empty") << "" << -1.0 << -1.0 << ""
                           << ""
                           << "" << QStringList() << "";
    QTest::newRow("clock") << "[%clk 1:05:03]" << 3903.0 << -1.0 << ""
                           << ""
                           << "" << QStringList() << "";
    QTest::newRow("clock fraction") << "[%clk 0:00:07.5]" << 7.5 << -1.0 << ""
                                    << ""
                                    << "" << QStringList() << "";
    QTest::newRow("lichess style") << " [%eval 0.17] [%clk 0:03:00] " << 180.0 << -1.0 << "0.17"
                                   << ""
                                   << "" << QStringList() << "";
    QTest::newRow("emt and text") << "Time trouble [%emt 0:00:12] here" << -1.0 << 12.0 << ""
                                  << ""
                                  << "" << QStringList() << "Time trouble here";
    QTest::newRow("mate") << "[%eval #-3]" << -1.0 << -1.0 << "#-3"
                          << ""
                          << "" << QStringList() << "";
    QTest::newRow("eval depth") << "[%eval -1.2,23]" << -1.0 << -1.0 << "-1.20,23"
                                << ""
                                << "" << QStringList() << "";
    QTest::newRow("arrows and squares")
        << "Plan: [%cal Ge2e4,Rd7d5] [%csl Gd4,Ra1] push" << -1.0 << -1.0 << ""
        << "Ge2e4,Rd7d5"
        << "Gd4,Ra1" << QStringList() << "Plan: push";
    QTest::newRow("arrows accumulate") << "[%cal Ge2e4] [%cal Yb1c3]" << -1.0 << -1.0 << ""
                                       << "Ge2e4,Yb1c3"
                                       << "" << QStringList() << "";
    QTest::newRow("spaces inside") << "[%cal  Ge2e4 , Rd7d5 ]" << -1.0 << -1.0 << ""
                                   << "Ge2e4,Rd7d5"
                                   << "" << QStringList() << "";
    QTest::newRow("first clock counts") << "[%clk 0:01:00] [%clk 0:02:00]" << 60.0 << -1.0 << ""
                                        << ""
                                        << "" << QStringList() << "";
    QTest::newRow("unknown command") << "[%tqu \"En\",\"Hint\"] text" << -1.0 << -1.0 << ""
                                     << ""
                                     << "" << QStringList{"[%tqu \"En\",\"Hint\"]"} << "text";
    QTest::newRow("malformed clock") << "[%clk abc] ok" << -1.0 << -1.0 << ""
                                     << ""
                                     << "" << QStringList{"[%clk abc]"} << "ok";
    QTest::newRow("malformed clock minutes") << "[%clk 0:61:00]" << -1.0 << -1.0 << ""
                                             << ""
                                             << "" << QStringList{"[%clk 0:61:00]"} << "";
    QTest::newRow("malformed eval") << "[%eval +-]" << -1.0 << -1.0 << ""
                                    << ""
                                    << "" << QStringList{"[%eval +-]"} << "";
    QTest::newRow("malformed arrow colour") << "[%cal Xe2e4]" << -1.0 << -1.0 << ""
                                            << ""
                                            << "" << QStringList{"[%cal Xe2e4]"} << "";
    QTest::newRow("malformed square") << "[%csl Gi9]" << -1.0 << -1.0 << ""
                                      << ""
                                      << "" << QStringList{"[%csl Gi9]"} << "";
    QTest::newRow("unclosed is text") << "see [%clk 0:01:00" << -1.0 << -1.0 << ""
                                      << ""
                                      << "" << QStringList() << "see [%clk 0:01:00";
    QTest::newRow("unclosed then command") << "[%foo [%clk 0:01:00]" << 60.0 << -1.0 << ""
                                           << ""
                                           << "" << QStringList() << "[%foo";
    QTest::newRow("no name is text") << "[% 1] [%]" << -1.0 << -1.0 << ""
                                     << ""
                                     << "" << QStringList() << "[% 1] [%]";
    QTest::newRow("brackets in text") << "line [a] [b" << -1.0 << -1.0 << ""
                                      << ""
                                      << "" << QStringList() << "line [a] [b";
    QTest::newRow("newlines kept in text") << "one\ntwo [%clk 0:00:01]" << 1.0 << -1.0 << ""
                                           << ""
                                           << "" << QStringList() << "one\ntwo";
    QTest::newRow("empty arrows") << "[%cal ]" << -1.0 << -1.0 << ""
                                  << ""
                                  << "" << QStringList() << "";
}

void CommentTest::parse()
{
    QFETCH(QString, comment);
    QFETCH(double, clock);
    QFETCH(double, emt);
    QFETCH(QString, eval);
    QFETCH(QString, arrows);
    QFETCH(QString, squares);
    QFETCH(QStringList, unknown);
    QFETCH(QString, text);

    const CommentInfo info = parseComment(comment.toStdString());
    QCOMPARE(info.clock.has_value(), clock >= 0);
    if (info.clock) QCOMPARE(*info.clock, clock);
    QCOMPARE(info.emt.has_value(), emt >= 0);
    if (info.emt) QCOMPARE(*info.emt, emt);
    QCOMPARE(describeEval(info.eval), eval);
    QCOMPARE(q(formatArrows(info.arrows)), arrows);
    QCOMPARE(q(formatSquareMarks(info.squares)), squares);
    QStringList gotUnknown;
    for (const std::string& u : info.unknown) gotUnknown << q(u);
    QCOMPARE(gotUnknown, unknown);
    QCOMPARE(q(info.text), text);
}

void CommentTest::clockSyntax_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("seconds"); // -1: rejected
    QTest::addColumn<QString>("formatted");
    QTest::newRow("h:mm:ss") << "1:05:03" << 3903.0 << "1:05:03";
    QTest::newRow("zero") << "0:00:00" << 0.0 << "0:00:00";
    QTest::newRow("fraction") << "0:00:07.5" << 7.5 << "0:00:07.5";
    QTest::newRow("millis") << "0:00:07.125" << 7.125 << "0:00:07.125";
    QTest::newRow("long game") << "12:00:00" << 43200.0 << "12:00:00";
    QTest::newRow("m:ss") << "5:03" << 303.0 << "0:05:03";
    QTest::newRow("one digit minutes") << "0:5:03" << 303.0 << "0:05:03";
    QTest::newRow("seconds 60") << "0:00:60" << -1.0 << "";
    QTest::newRow("minutes 60") << "0:60:00" << -1.0 << "";
    QTest::newRow("empty fraction") << "0:00:07." << -1.0 << "";
    QTest::newRow("letters") << "1:0a:00" << -1.0 << "";
    QTest::newRow("negative") << "-0:00:01" << -1.0 << "";
    QTest::newRow("seconds only") << "30" << -1.0 << "";
    QTest::newRow("four fields") << "1:2:3:4" << -1.0 << "";
}

void CommentTest::clockSyntax()
{
    QFETCH(QString, text);
    QFETCH(double, seconds);
    QFETCH(QString, formatted);
    const auto t = parseClock(text.toStdString());
    QCOMPARE(t.has_value(), seconds >= 0);
    if (!t) return;
    QCOMPARE(*t, seconds);
    QCOMPARE(q(formatClock(*t)), formatted);
}

void CommentTest::evalSyntax_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<bool>("mate");
    QTest::addColumn<int>("value");
    QTest::addColumn<int>("depth"); // -1: none
    QTest::addColumn<QString>("formatted");
    QTest::newRow("pawns") << "0.17" << true << false << 17 << -1 << "0.17";
    QTest::newRow("plus sign") << "+1.5" << true << false << 150 << -1 << "1.50";
    QTest::newRow("negative") << "-0.05" << true << false << -5 << -1 << "-0.05";
    QTest::newRow("integer") << "3" << true << false << 300 << -1 << "3.00";
    QTest::newRow("leading dot") << ".5" << true << false << 50 << -1 << "0.50";
    QTest::newRow("rounded") << "0.175" << true << false << 18 << -1 << "0.18";
    QTest::newRow("depth") << "0.17,23" << true << false << 17 << 23 << "0.17,23";
    QTest::newRow("mate") << "#3" << true << true << 3 << -1 << "#3";
    QTest::newRow("mated") << "#-3" << true << true << -3 << -1 << "#-3";
    QTest::newRow("mate depth") << "#-3,40" << true << true << -3 << 40 << "#-3,40";
    QTest::newRow("empty") << "" << false << false << 0 << -1 << "";
    QTest::newRow("sign only") << "-" << false << false << 0 << -1 << "";
    QTest::newRow("mate without number") << "#" << false << false << 0 << -1 << "";
    QTest::newRow("bad depth") << "0.1,x" << false << false << 0 << -1 << "";
    QTest::newRow("text") << "equal" << false << false << 0 << -1 << "";
}

void CommentTest::evalSyntax()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(bool, mate);
    QFETCH(int, value);
    QFETCH(int, depth);
    QFETCH(QString, formatted);
    const auto e = parseEval(text.toStdString());
    QCOMPARE(e.has_value(), ok);
    if (!e) return;
    QCOMPARE(e->isMate(), mate);
    QCOMPARE(e->value, value);
    QCOMPARE(e->depth.value_or(-1), depth);
    QCOMPARE(q(formatEval(*e)), formatted);
}

// Edits are written as "name=args" (set) or "name-" (remove); names clk, emt, eval, cal,
// csl, text, and "cmd:NAME" for the generic setter.
void CommentTest::edit_data()
{
    QTest::addColumn<QString>("comment");
    QTest::addColumn<QString>("edit");
    QTest::addColumn<QString>("expected");

    QTest::newRow("insert into empty") << ""
                                       << "clk=65"
                                       << "[%clk 0:01:05]";
    QTest::newRow("insert before text") << "Good move"
                                        << "clk=65"
                                        << "[%clk 0:01:05] Good move";
    QTest::newRow("insert keeps padding") << " Good move "
                                          << "eval=#2"
                                          << " [%eval #2] Good move ";
    QTest::newRow("insert after commands") << "[%eval 0.17] text"
                                           << "clk=180"
                                           << "[%eval 0.17] [%clk 0:03:00] text";
    QTest::newRow("replace in place") << "a [%clk 0:01:00] b"
                                      << "clk=7.5"
                                      << "a [%clk 0:00:07.5] b";
    QTest::newRow("replace first, drop second") << "[%clk 0:01:00] x [%clk 0:02:00]"
                                                << "clk=3"
                                                << "[%clk 0:00:03] x";
    QTest::newRow("remove middle") << "a [%clk 0:01:00] b"
                                   << "clk-"
                                   << "a b";
    QTest::newRow("remove at start") << "[%clk 0:01:00] b"
                                     << "clk-"
                                     << "b";
    QTest::newRow("remove at end") << "text [%clk 0:01:00]"
                                   << "clk-"
                                   << "text";
    QTest::newRow("remove only") << "[%clk 0:01:00]"
                                 << "clk-"
                                 << "";
    QTest::newRow("remove absent") << "text"
                                   << "eval-"
                                   << "text";
    QTest::newRow("malformed kept on set") << "[%clk abc]"
                                           << "clk=1"
                                           << "[%clk abc] [%clk 0:00:01]";
    QTest::newRow("malformed kept on remove") << "[%clk abc] x"
                                              << "clk-"
                                              << "[%clk abc] x";
    QTest::newRow("emt") << "[%clk 0:01:00]"
                         << "emt=12"
                         << "[%clk 0:01:00] [%emt 0:00:12]";
    QTest::newRow("eval centipawns") << "[%eval 0.17]"
                                     << "eval=-120"
                                     << "[%eval -1.20]";
    QTest::newRow("arrows") << "x"
                            << "cal=Ge2e4,Rd7d5"
                            << "[%cal Ge2e4,Rd7d5] x";
    QTest::newRow("arrows removed by empty") << "[%cal Ge2e4] x"
                                             << "cal="
                                             << "x";
    QTest::newRow("squares") << "[%csl Ga1]"
                             << "csl=Rh8,Yd4"
                             << "[%csl Rh8,Yd4]";
    QTest::newRow("text replaced") << " [%clk 0:01:00] old [%tqu x] words "
                                   << "text=new"
                                   << "[%clk 0:01:00] [%tqu x] new";
    QTest::newRow("text cleared") << "old [%clk 0:01:00]"
                                  << "text="
                                  << "[%clk 0:01:00]";
    QTest::newRow("generic set") << "x"
                                 << "cmd:tqu=\"En\""
                                 << "[%tqu \"En\"] x";
    QTest::newRow("generic no args") << "x"
                                     << "cmd:mdl="
                                     << "[%mdl] x";
    QTest::newRow("generic remove all") << "[%tqu a] x [%tqu b]"
                                        << "cmd:tqu-"
                                        << "x";
}

void CommentTest::edit()
{
    QFETCH(QString, comment);
    QFETCH(QString, edit);
    QFETCH(QString, expected);

    std::string c = comment.toStdString();
    const qsizetype eq = edit.indexOf(u'=');
    const bool remove = eq < 0;
    const QString name = remove ? edit.chopped(1) : edit.left(eq);
    const std::string arg = remove ? std::string() : edit.mid(eq + 1).toStdString();

    if (name == u"clk") {
        setClock(c, remove ? std::nullopt : std::optional<double>(std::stod(arg)));
    } else if (name == u"emt") {
        setEmt(c, remove ? std::nullopt : std::optional<double>(std::stod(arg)));
    } else if (name == u"eval") {
        std::optional<Eval> e;
        if (!remove)
            e = arg[0] == '#' ? Eval::mate(std::stoi(arg.substr(1)))
                              : Eval::centipawns(std::stoi(arg));
        setEval(c, e);
    } else if (name == u"cal") {
        setArrows(c, remove ? std::vector<Arrow>() : parseArrows(arg).value());
    } else if (name == u"csl") {
        setSquareMarks(c, remove ? std::vector<SquareMark>() : parseSquareMarks(arg).value());
    } else if (name == u"text") {
        setCommentText(c, arg);
    } else if (name.startsWith(u"cmd:")) {
        const std::string cmd = name.mid(4).toStdString();
        setCommand(c, cmd, remove ? std::nullopt : std::optional<std::string_view>(arg));
    } else {
        QFAIL("unknown edit");
    }
    QCOMPARE(q(c), expected);
}

void CommentTest::settingSameValueKeepsBytes_data()
{
    QTest::addColumn<QString>("comment");
    QTest::newRow("lichess") << "[%eval 0.17] [%clk 0:03:00]";
    QTest::newRow("padded") << " text [%clk 1:05:03] more [%emt 0:00:12] ";
    QTest::newRow("arrows") << "[%cal Ge2e4,Rd7d5] [%csl Gd4] plan";
    QTest::newRow("mate with depth") << "{[%eval #-3,40]}";
    QTest::newRow("malformed") << "[%clk x] [%eval ?] [%cal Q] text";
}

// Reading each command and setting it to what was read must not move a byte (the commands
// here are in the canonical spelling the setters write).
void CommentTest::settingSameValueKeepsBytes()
{
    QFETCH(QString, comment);
    const std::string original = comment.toStdString();
    const CommentInfo info = parseComment(original);
    std::string c = original;
    if (info.clock) setClock(c, info.clock);
    if (info.emt) setEmt(c, info.emt);
    if (info.eval) setEval(c, info.eval);
    if (!info.arrows.empty()) setArrows(c, info.arrows);
    if (!info.squares.empty()) setSquareMarks(c, info.squares);
    QCOMPARE(q(c), comment);
}

void CommentTest::findCommandsSpans()
{
    const std::string c = "a [%clk 0:01:00] b [%cal  Ge2e4 ]";
    const auto spans = findCommands(c);
    QCOMPARE(spans.size(), std::size_t(2));
    QCOMPARE(spans[0].offset, std::size_t(2));
    QCOMPARE(spans[0].length, std::size_t(14));
    QCOMPARE(q(spans[0].name), QStringLiteral("clk"));
    QCOMPARE(q(spans[0].args), QStringLiteral("0:01:00"));
    QCOMPARE(q(spans[1].args), QStringLiteral("Ge2e4"));
    QCOMPARE(spans[1].offset + spans[1].length, c.size());
}

void CommentTest::bookMark_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("book");
    QTest::addColumn<QString>("rest");

    QTest::newRow("alone") << "book" << true << "";
    QTest::newRow("capital, spaces") << "  Book " << true << "";
    QTest::newRow("before words") << "book Main line" << true << "Main line";
    QTest::newRow("after words") << "Main line\tbook" << true << "Main line";
    QTest::newRow("in a word") << "bookish" << false << "bookish";
    QTest::newRow("ends a word") << "Facebook" << false << "Facebook";
    QTest::newRow("mentions a book")
        << "as in the book by Nunn" << false << "as in the book by Nunn";
    QTest::newRow("empty") << "" << false << "";
}

void CommentTest::bookMark()
{
    QFETCH(QString, text);
    QFETCH(bool, book);
    QFETCH(QString, rest);
    const std::string utf8 = text.toStdString();
    const pgn::BookMark mark = pgn::splitBookMark(utf8);
    QCOMPARE(mark.book, book);
    QCOMPARE(QString::fromStdString(std::string(mark.rest)), rest);
}

QTEST_APPLESS_MAIN(CommentTest)
#include "comment_test.moc"
