// SPDX-License-Identifier: GPL-3.0-or-later
#include "online/answers.h"

#include "chess/bitboard.h"
#include "chess/notation.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

namespace kibitz::online {

namespace {

Expected<QJsonObject, QString> objectOf(const QByteArray& json)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return unexpected(QStringLiteral("the answer is not JSON (%1 at byte %2)")
                              .arg(error.errorString())
                              .arg(error.offset));
    if (!doc.isObject()) return unexpected(QStringLiteral("the answer is not a JSON object"));
    return doc.object();
}

std::optional<int> optionalInt(const QJsonObject& o, const char* key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isDouble()) return std::nullopt;
    return v.toInt();
}

bool hasCount(const QJsonObject& o)
{
    return o.value(QLatin1String("white")).isDouble() && o.value(QLatin1String("draws")).isDouble()
           && o.value(QLatin1String("black")).isDouble();
}

ExplorerGame gameOf(const QJsonObject& o)
{
    ExplorerGame g;
    g.id = o.value(QLatin1String("id")).toString();
    g.uci = o.value(QLatin1String("uci")).toString();
    g.winner = o.value(QLatin1String("winner")).toString();
    const QJsonObject white = o.value(QLatin1String("white")).toObject();
    const QJsonObject black = o.value(QLatin1String("black")).toObject();
    g.white = white.value(QLatin1String("name")).toString();
    g.black = black.value(QLatin1String("name")).toString();
    g.whiteRating = white.value(QLatin1String("rating")).toInt();
    g.blackRating = black.value(QLatin1String("rating")).toInt();
    g.year = o.value(QLatin1String("year")).toInt();
    g.month = o.value(QLatin1String("month")).toString();
    g.speed = o.value(QLatin1String("speed")).toString();
    return g;
}

QList<ExplorerGame> gamesOf(const QJsonValue& v)
{
    QList<ExplorerGame> out;
    for (const auto& g : v.toArray())
        if (g.isObject()) out.push_back(gameOf(g.toObject()));
    return out;
}

} // namespace

QByteArray lastJsonLine(const QByteArray& ndjson)
{
    const QList<QByteArray> lines = ndjson.split('\n');
    for (auto it = lines.crbegin(); it != lines.crend(); ++it)
        if (!it->trimmed().isEmpty()) return it->trimmed();
    return {};
}

Expected<ExplorerAnswer, QString> parseExplorer(const QByteArray& json)
{
    const auto object = objectOf(json);
    if (!object) return unexpected(object.error());
    const QJsonObject& o = object.value();
    if (!hasCount(o) || !o.value(QLatin1String("moves")).isArray())
        return unexpected(QStringLiteral("the answer lacks white, draws, black or moves"));
    ExplorerAnswer a;
    a.white = qint64(o.value(QLatin1String("white")).toDouble());
    a.draws = qint64(o.value(QLatin1String("draws")).toDouble());
    a.black = qint64(o.value(QLatin1String("black")).toDouble());
    const QJsonArray moves = o.value(QLatin1String("moves")).toArray();
    for (qsizetype i = 0; i < moves.size(); ++i) {
        const QJsonObject m = moves.at(i).toObject();
        if (!m.value(QLatin1String("uci")).isString() || !hasCount(m))
            return unexpected(QStringLiteral("moves[%1] lacks uci, white, draws or black").arg(i));
        ExplorerMove move;
        move.uci = m.value(QLatin1String("uci")).toString();
        move.san = m.value(QLatin1String("san")).toString();
        move.white = qint64(m.value(QLatin1String("white")).toDouble());
        move.draws = qint64(m.value(QLatin1String("draws")).toDouble());
        move.black = qint64(m.value(QLatin1String("black")).toDouble());
        // Masters and lichess say averageRating; a player's answer averageOpponentRating.
        move.averageRating = m.contains(QLatin1String("averageRating"))
                                 ? m.value(QLatin1String("averageRating")).toInt()
                                 : m.value(QLatin1String("averageOpponentRating")).toInt();
        move.performance = optionalInt(m, "performance");
        if (m.value(QLatin1String("game")).isObject())
            move.game = gameOf(m.value(QLatin1String("game")).toObject());
        a.moves.push_back(move);
    }
    a.topGames = gamesOf(o.value(QLatin1String("topGames")));
    a.recentGames = gamesOf(o.value(QLatin1String("recentGames")));
    const QJsonObject opening = o.value(QLatin1String("opening")).toObject();
    a.eco = opening.value(QLatin1String("eco")).toString();
    a.opening = opening.value(QLatin1String("name")).toString();
    return a;
}

Expected<TablebaseAnswer, QString> parseTablebase(const QByteArray& json)
{
    const auto object = objectOf(json);
    if (!object) return unexpected(object.error());
    const QJsonObject& o = object.value();
    if (!o.value(QLatin1String("category")).isString()
        || !o.value(QLatin1String("moves")).isArray())
        return unexpected(QStringLiteral("the answer lacks category or moves"));
    TablebaseAnswer a;
    a.category = o.value(QLatin1String("category")).toString();
    a.dtz = optionalInt(o, "dtz");
    a.preciseDtz = optionalInt(o, "precise_dtz");
    a.dtm = optionalInt(o, "dtm");
    a.checkmate = o.value(QLatin1String("checkmate")).toBool();
    a.stalemate = o.value(QLatin1String("stalemate")).toBool();
    a.insufficientMaterial = o.value(QLatin1String("insufficient_material")).toBool();
    const QJsonArray moves = o.value(QLatin1String("moves")).toArray();
    for (qsizetype i = 0; i < moves.size(); ++i) {
        const QJsonObject m = moves.at(i).toObject();
        if (!m.value(QLatin1String("uci")).isString()
            || !m.value(QLatin1String("category")).isString())
            return unexpected(QStringLiteral("moves[%1] lacks uci or category").arg(i));
        TablebaseMove move;
        move.uci = m.value(QLatin1String("uci")).toString();
        move.san = m.value(QLatin1String("san")).toString();
        move.category = m.value(QLatin1String("category")).toString();
        move.dtz = optionalInt(m, "dtz");
        move.dtm = optionalInt(m, "dtm");
        move.zeroing = m.value(QLatin1String("zeroing")).toBool();
        move.checkmate = m.value(QLatin1String("checkmate")).toBool();
        move.stalemate = m.value(QLatin1String("stalemate")).toBool();
        move.insufficientMaterial = m.value(QLatin1String("insufficient_material")).toBool();
        a.moves.push_back(move);
    }
    return a;
}

QString flipCategory(const QString& category)
{
    static const std::pair<const char*, const char*> Pairs[] = {
        {"win", "loss"},
        {"syzygy-win", "syzygy-loss"},
        {"maybe-win", "maybe-loss"},
        {"cursed-win", "blessed-loss"},
    };
    for (const auto& [a, b] : Pairs) {
        if (category == QLatin1String(a)) return QString::fromLatin1(b);
        if (category == QLatin1String(b)) return QString::fromLatin1(a);
    }
    return category; // draw, unknown
}

int categoryScore(const QString& category)
{
    if (category == QLatin1String("win") || category == QLatin1String("syzygy-win")
        || category == QLatin1String("maybe-win"))
        return 1;
    if (category == QLatin1String("loss") || category == QLatin1String("syzygy-loss")
        || category == QLatin1String("maybe-loss"))
        return -1;
    return 0;
}

namespace {

tb::Wdl wdlOf(const QString& category)
{
    if (category == QLatin1String("cursed-win")) return tb::Wdl::CursedWin;
    if (category == QLatin1String("blessed-loss")) return tb::Wdl::BlessedLoss;
    const int score = categoryScore(category);
    return score > 0 ? tb::Wdl::Win : score < 0 ? tb::Wdl::Loss : tb::Wdl::Draw;
}

} // namespace

tb::Report toReport(const TablebaseAnswer& answer, const chess::Position& pos)
{
    tb::Report r;
    r.pieces = chess::popCount(pos.occupied());
    if (!answer.known()) {
        r.covered = false;
        r.reasonKind = tb::ErrorKind::MissingTable;
        r.reason = r.cause = "not in lichess's tables";
        return r;
    }
    r.covered = true;
    r.fromSyzygy = answer.dtz.has_value();
    r.wdl = wdlOf(answer.category);
    r.dtz = answer.dtz.value_or(0);
    r.dtm = answer.dtm;
    for (const TablebaseMove& m : answer.moves) {
        const auto move = chess::parseUci(pos, m.uci.toStdString());
        if (!move) continue;
        tb::ReportMove out;
        out.move = *move;
        // A move's category, DTZ and DTM are the opponent's after it.
        out.wdl = -wdlOf(m.category);
        out.hasDtz = m.dtz.has_value();
        out.dtz = m.dtz ? -*m.dtz : 0;
        if (m.dtm) out.dtm = -*m.dtm;
        out.zeroing = m.zeroing;
        out.mate = m.checkmate;
        r.moves.push_back(out);
    }
    tb::rankMoves(r.moves);
    return r;
}

Expected<CloudEvalAnswer, QString> parseCloudEval(const QByteArray& json)
{
    const auto object = objectOf(json);
    if (!object) return unexpected(object.error());
    const QJsonObject& o = object.value();
    if (!o.value(QLatin1String("depth")).isDouble() || !o.value(QLatin1String("pvs")).isArray())
        return unexpected(QStringLiteral("the answer lacks depth or pvs"));
    CloudEvalAnswer a;
    a.fen = o.value(QLatin1String("fen")).toString();
    a.depth = o.value(QLatin1String("depth")).toInt();
    a.knodes = qint64(o.value(QLatin1String("knodes")).toDouble());
    const QJsonArray pvs = o.value(QLatin1String("pvs")).toArray();
    for (qsizetype i = 0; i < pvs.size(); ++i) {
        const QJsonObject pv = pvs.at(i).toObject();
        CloudLine line;
        line.cp = optionalInt(pv, "cp");
        line.mate = optionalInt(pv, "mate");
        line.moves =
            pv.value(QLatin1String("moves")).toString().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if ((!line.cp && !line.mate) || line.moves.isEmpty())
            return unexpected(QStringLiteral("pvs[%1] lacks cp or mate, or moves").arg(i));
        a.lines.push_back(line);
    }
    return a;
}

Expected<QStringList, QString> parseArchives(const QByteArray& json)
{
    const auto object = objectOf(json);
    if (!object) return unexpected(object.error());
    const QJsonValue archives = object.value().value(QLatin1String("archives"));
    if (!archives.isArray()) return unexpected(QStringLiteral("the answer lacks archives"));
    QStringList out;
    for (const auto& v : archives.toArray())
        if (v.isString()) out.push_back(v.toString());
    return out;
}

} // namespace kibitz::online
