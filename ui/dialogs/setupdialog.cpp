// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/setupdialog.h"

#include "chess/chess960.h"
#include "chess/epd.h"
#include "chess/fen.h"
#include "chess/notation.h"
#include "chess/variant.h"
#include "diagram/pieceset.h"
#include "dialogs/setupboard.h"
#include "io/atomic_file.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPainter>
#include <QPushButton>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <set>
#include <string_view>

namespace kibitz::ui {

namespace {

using chess::CastlingSide;
using chess::Color;
using chess::Piece;
using chess::PieceType;
using chess::Square;

constexpr std::string_view kPaletteLetters = "KQRBNPkqrbnp";
constexpr int kPaletteIcon = 34;

BoardView::Placement placementOf(const chess::Setup& setup)
{
    BoardView::Placement placement{};
    for (int sq = 0; sq < 64; ++sq)
        placement[std::size_t(sq)] = chess::pieceChar(setup.board[std::size_t(sq)]);
    return placement;
}

QString squareText(Square s)
{
    return QString::fromStdString(chess::squareName(s));
}

QString castlingName(Color c, CastlingSide side)
{
    if (c == Color::White)
        return side == CastlingSide::King ? SetupDialog::tr("White's king-side castling (O-O)")
                                          : SetupDialog::tr("White's queen-side castling (O-O-O)");
    return side == CastlingSide::King ? SetupDialog::tr("Black's king-side castling (O-O)")
                                      : SetupDialog::tr("Black's queen-side castling (O-O-O)");
}

} // namespace

// ---------------------------------------------------------------------------------------
// Naming defects

QStringList SetupDialog::describe(const chess::Setup& setup, const chess::SetupError& error)
{
    // The core says what is wrong, with the side, square and counts concerned
    // (chess::DefectReport); the dialog only says it in the user's language.

    // The defects said in a sentence about the side concerned: White's sentence and Black's
    // (%1: the count, for the defects that have one).
    struct SideSentences {
        chess::Defect defect;
        const char* white;
        const char* black;
    };
    static constexpr SideSentences sideSentences[] = {
        {chess::Defect::MissingKing, QT_TR_NOOP("White has no king."),
         QT_TR_NOOP("Black has no king.")},
        {chess::Defect::TooManyKings, QT_TR_NOOP("White has %1 kings; a side has exactly one."),
         QT_TR_NOOP("Black has %1 kings; a side has exactly one.")},
        {chess::Defect::TooManyPieces, QT_TR_NOOP("White has %1 pieces; at most 16 are possible."),
         QT_TR_NOOP("Black has %1 pieces; at most 16 are possible.")},
        {chess::Defect::TooManyPawns, QT_TR_NOOP("White has %1 pawns; at most 8 are possible."),
         QT_TR_NOOP("Black has %1 pawns; at most 8 are possible.")},
        {chess::Defect::OppositeCheck, QT_TR_NOOP("White is in check, but it is Black to move."),
         QT_TR_NOOP("Black is in check, but it is White to move.")},
        {chess::Defect::ImpossibleCheck,
         QT_TR_NOOP("White is in check in a way no legal move can give."),
         QT_TR_NOOP("Black is in check in a way no legal move can give.")},
    };
    auto sideSentence = [](const chess::DefectReport& report) {
        for (const SideSentences& s : sideSentences)
            if (s.defect == report.defect)
                return tr(report.color == Color::White ? s.white : s.black);
        return QString();
    };

    QStringList out;
    std::set<chess::Defect> done; // kinds said once for the whole board
    for (const chess::DefectReport& report : error.defects) {
        switch (report.defect) {
        case chess::Defect::Empty:
            out << tr("The board is empty.");
            break;
        case chess::Defect::MissingKing:
        case chess::Defect::OppositeCheck:
        case chess::Defect::ImpossibleCheck:
            out << sideSentence(report);
            break;
        case chess::Defect::TooManyKings:
        case chess::Defect::TooManyPieces:
        case chess::Defect::TooManyPawns:
            out << sideSentence(report).arg(report.count);
            break;
        case chess::Defect::PawnsOnBackRank: {
            if (!done.insert(report.defect).second) break;
            QStringList squares; // every such pawn in one sentence
            for (const chess::DefectReport& r : error.defects)
                if (r.defect == chess::Defect::PawnsOnBackRank) squares << squareText(r.square);
            out << tr("A pawn cannot stand on the first or last rank: %1.")
                       .arg(squares.join(QStringLiteral(", ")));
            break;
        }
        case chess::Defect::BadCastlingRights: {
            // Each right on its own, so the sentence says what to fix.
            const Square rook = report.square;
            if (!report.color) {
                out << tr("A castling rook must stand on the first or last rank, not on %1.")
                           .arg(squareText(rook));
                break;
            }
            const Color c = *report.color;
            const QString name = castlingName(c, chess::castlingRightOf(setup, rook)->side);
            if (setup.board[std::size_t(rook)] != chess::makePiece(c, PieceType::Rook))
                out << tr("%1 needs a rook on %2.").arg(name, squareText(rook));
            else if (chess::backRankKingFile(setup, c) < 0)
                out << tr("%1 needs the king on its first rank.").arg(name);
            else
                out << QString::fromStdString(report.detail);
            break;
        }
        case chess::Defect::InvalidEnPassant:
            out << (setup.turn == Color::White
                        ? tr("The en passant square %1 does not follow a double step of a "
                             "black pawn.")
                        : tr("The en passant square %1 does not follow a double step of a "
                             "white pawn."))
                       .arg(chess::isValid(report.square) ? squareText(report.square)
                                                          : QStringLiteral("?"));
            break;
        }
    }
    return out;
}

// ---------------------------------------------------------------------------------------

SetupDialog::SetupDialog(const chess::Position& start, QWidget* parent)
    : QDialog(parent)
    , m_setup(start.toSetup())
    , m_pieces(PieceSet::builtIn())
    , m_board(new SetupBoard(this))
    , m_tools(new QButtonGroup(this))
    , m_white(new QRadioButton(tr("&White"), this))
    , m_black(new QRadioButton(tr("B&lack"), this))
    , m_enPassant(new QComboBox(this))
    , m_variant(new QComboBox(this))
    , m_halfmove(new QSpinBox(this))
    , m_fullmove(new QSpinBox(this))
    , m_fen(new QLineEdit(this))
    , m_epdOps(new QLineEdit(this))
    , m_epdCounters(new QCheckBox(tr("Co&unters"), this))
    , m_copyEpd(new QPushButton(tr("Cop&y EPD"), this))
    , m_saveEpd(new QPushButton(tr("Append EPD to F&ile…"), this))
    , m_status(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Set Up Position"));
    m_board->setMinimumSize(360, 360);

    // --- Left: the board, the palette, the board buttons.
    auto* left = new QVBoxLayout;
    left->addWidget(m_board, 1);
    auto* palette = new QWidget(this);
    buildPalette(palette);
    left->addWidget(palette);
    auto* boardButtons = new QHBoxLayout;
    auto* clear = new QPushButton(tr("&Clear Board"), this);
    auto* initial = new QPushButton(tr("&Start Position"), this);
    auto* flip = new QPushButton(tr("&Flip Board"), this);
    flip->setCheckable(true);
    clear->setObjectName(QStringLiteral("clearBoard"));
    initial->setObjectName(QStringLiteral("startPosition"));
    flip->setObjectName(QStringLiteral("flipBoard"));
    boardButtons->addWidget(clear);
    boardButtons->addWidget(initial);
    boardButtons->addWidget(flip);
    // Position tools: the colours swapped, the board flipped or shifted, a Chess960 start.
    auto* tools = new QToolButton(this);
    //: Menu button: mirror, flip or shift the position on the board
    tools->setText(tr("&Transform"));
    tools->setObjectName(QStringLiteral("transform"));
    tools->setPopupMode(QToolButton::InstantPopup);
    auto* toolMenu = new QMenu(tools);
    const std::pair<QString, chess::Transform> transforms[] = {
        {tr("&Mirror (Colours Swapped)"), chess::Transform::Mirror},
        {tr("Flip &Vertically"), chess::Transform::FlipVertical},
        {tr("Flip &Horizontally"), chess::Transform::FlipHorizontal},
        {tr("Flip on the a1-h8 &Diagonal"), chess::Transform::FlipDiagonal},
        {tr("Flip on the h1-a8 Diagonal"), chess::Transform::FlipAntiDiagonal},
        {tr("Shift &Up"), chess::Transform::ShiftUp},
        {tr("Shift &Down"), chess::Transform::ShiftDown},
        {tr("Shift &Left"), chess::Transform::ShiftLeft},
        {tr("Shift &Right"), chess::Transform::ShiftRight},
    };
    for (const auto& [text, t] : transforms)
        toolMenu->addAction(text, this, [this, t = t] { applyTransform(t); });
    toolMenu->addSeparator();
    toolMenu->addAction(tr("Chess960 Start by &Number…"), this, [this] {
        bool ok = false;
        const int n = QInputDialog::getInt(this, tr("Chess960 Start"),
                                           tr("Start position number (0-959; 518 is the standard "
                                              "one):"),
                                           518, 0, 959, 1, &ok);
        if (ok) setChess960Start(n);
    });
    toolMenu->addAction(tr("&Random Chess960 Start"), this,
                        [this] { setChess960Start(QRandomGenerator::global()->bounded(960)); });
    tools->setMenu(toolMenu);
    boardButtons->addWidget(tools);
    boardButtons->addStretch(1);
    left->addLayout(boardButtons);

    // --- Right: the rest of the FEN's fields.
    auto* right = new QVBoxLayout;
    auto* turnBox = new QGroupBox(tr("Side to move"), this);
    auto* turnLayout = new QVBoxLayout(turnBox);
    turnLayout->addWidget(m_white);
    turnLayout->addWidget(m_black);
    right->addWidget(turnBox);

    auto* castlingGroup = new QGroupBox(tr("Castling rights"), this);
    auto* castlingLayout = new QGridLayout(castlingGroup);
    castlingLayout->addWidget(new QLabel(tr("O-O"), this), 0, 1);
    castlingLayout->addWidget(new QLabel(tr("O-O-O"), this), 0, 2);
    castlingLayout->addWidget(new QLabel(tr("White"), this), 1, 0);
    castlingLayout->addWidget(new QLabel(tr("Black"), this), 2, 0);
    for (Color c : {Color::White, Color::Black})
        for (CastlingSide side : {CastlingSide::King, CastlingSide::Queen}) {
            auto* box = new QCheckBox(this);
            box->setAccessibleName(castlingName(c, side));
            box->setToolTip(castlingName(c, side));
            m_castling[chess::index(c)][int(side)] = box;
            castlingLayout->addWidget(box, 1 + chess::index(c), 1 + int(side));
            connect(box, &QCheckBox::toggled, this,
                    [this, c, side](bool on) { castlingToggled(c, side, on); });
        }
    right->addWidget(castlingGroup);

    auto* moreBox = new QGroupBox(tr("Move state"), this);
    auto* form = new QFormLayout(moreBox);
    for (int v = 0; v < chess::VariantCount; ++v)
        m_variant->addItem(v == 0 ? tr("Chess")
                                  : QString::fromLatin1(chess::variantTagName(chess::Variant(v))),
                           v);
    m_variant->setObjectName(QStringLiteral("variant"));
    form->addRow(tr("&Variant:"), m_variant);
    m_enPassant->addItem(tr("none"), -1);
    for (int f = 0; f < 8; ++f) m_enPassant->addItem(QString(), f);
    form->addRow(tr("&En passant:"), m_enPassant);
    m_halfmove->setRange(0, 9999);
    m_halfmove->setToolTip(tr("Plies since the last capture or pawn move (the fifty-move rule)"));
    form->addRow(tr("&Halfmove clock:"), m_halfmove);
    m_fullmove->setRange(1, 9999);
    form->addRow(tr("&Move number:"), m_fullmove);
    right->addWidget(moreBox);
    right->addStretch(1);

    auto* columns = new QHBoxLayout;
    columns->addLayout(left, 1);
    columns->addLayout(right);

    auto* fenRow = new QHBoxLayout;
    auto* fenLabel = new QLabel(tr("FE&N:"), this);
    fenLabel->setBuddy(m_fen);
    m_fen->setObjectName(QStringLiteral("fen"));
    QFont mono = m_fen->font();
    mono.setFamily(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::Monospace);
    m_fen->setFont(mono);
    fenRow->addWidget(fenLabel);
    fenRow->addWidget(m_fen, 1);

    // EPD: the operations of the line (bm, am, id, c0, ...), and where the line goes.
    auto* epdRow = new QHBoxLayout;
    //: EPD operations, e.g. bm Nf3; id "test 1"; (PGN standard 16.2)
    auto* epdLabel = new QLabel(tr("EP&D:"), this);
    epdLabel->setBuddy(m_epdOps);
    m_epdOps->setObjectName(QStringLiteral("epdOperations"));
    m_epdOps->setFont(mono);
    m_epdOps->setPlaceholderText(tr("operations, e.g. bm Nf3; id \"Test 1\";"));
    m_epdOps->setToolTip(tr("EPD operations written after the position: bm (best moves) and am "
                            "(moves to avoid) in any notation, id, c0-c9 comments, ce, dm, pv"));
    m_epdCounters->setObjectName(QStringLiteral("epdCounters"));
    m_epdCounters->setToolTip(tr("Write the halfmove clock and the move number as hmvc and fmvn"));
    m_copyEpd->setObjectName(QStringLiteral("copyEpd"));
    auto* pasteEpd = new QPushButton(tr("&Paste FEN/EPD"), this);
    pasteEpd->setObjectName(QStringLiteral("pasteEpd"));
    m_saveEpd->setObjectName(QStringLiteral("saveEpd"));
    epdRow->addWidget(epdLabel);
    epdRow->addWidget(m_epdOps, 1);
    epdRow->addWidget(m_epdCounters);
    epdRow->addWidget(m_copyEpd);
    epdRow->addWidget(pasteEpd);
    epdRow->addWidget(m_saveEpd);
    connect(m_epdOps, &QLineEdit::textEdited, this, &SetupDialog::updateEpdControls);
    connect(m_copyEpd, &QPushButton::clicked, this, &SetupDialog::copyEpd);
    connect(pasteEpd, &QPushButton::clicked, this, &SetupDialog::pasteEpd);
    connect(m_saveEpd, &QPushButton::clicked, this, &SetupDialog::saveEpd);

    m_status->setObjectName(QStringLiteral("problems"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setMinimumHeight(m_status->fontMetrics().lineSpacing() * 2);
    m_status->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addLayout(fenRow);
    layout->addLayout(epdRow);
    layout->addWidget(m_status);
    layout->addWidget(m_buttons);

    // --- Wiring: every control edits its part of m_setup, then everything follows.
    connect(m_board, &SetupBoard::placementEdited, this, [this](const BoardView::Placement& p) {
        for (int sq = 0; sq < 64; ++sq)
            m_setup.board[std::size_t(sq)] = chess::pieceFromChar(p[std::size_t(sq)]);
        refresh(Source::Controls);
    });
    connect(clear, &QPushButton::clicked, this, [this] {
        m_setup.board.fill(Piece::None);
        m_setup.castlingRooks = 0;
        m_setup.epSquare = Square::None;
        refresh(Source::Controls);
    });
    connect(initial, &QPushButton::clicked, this,
            [this] { setSetup(chess::variantStartPosition(m_setup.variant).toSetup()); });
    connect(m_variant, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (m_updating) return;
        m_setup.variant = chess::Variant(m_variant->itemData(index).toInt());
        refresh(Source::Controls);
    });
    connect(flip, &QPushButton::toggled, m_board, &BoardView::setFlipped);
    connect(m_white, &QRadioButton::toggled, this, [this](bool on) {
        if (!m_updating) turnChanged(on ? Color::White : Color::Black);
    });
    connect(m_enPassant, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (m_updating) return;
        const int file = m_enPassant->itemData(index).toInt();
        m_setup.epSquare =
            file < 0 ? Square::None : chess::makeSquare(file, m_setup.turn == Color::White ? 5 : 2);
        refresh(Source::Controls);
    });
    connect(m_halfmove, &QSpinBox::valueChanged, this, [this](int value) {
        if (m_updating) return;
        m_setup.halfmoveClock = value;
        refresh(Source::Controls);
    });
    connect(m_fullmove, &QSpinBox::valueChanged, this, [this](int value) {
        if (m_updating) return;
        m_setup.fullmoveNumber = value;
        refresh(Source::Controls);
    });
    connect(m_fen, &QLineEdit::textEdited, this, &SetupDialog::fenEdited);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (m_position) accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    refresh(Source::Controls);
    resize(860, 720);
}

SetupDialog::~SetupDialog() = default;

void SetupDialog::buildPalette(QWidget* holder)
{
    auto* grid = new QGridLayout(holder);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(2);
    m_tools->setExclusive(true);
    for (std::size_t i = 0; i < kPaletteLetters.size(); ++i) {
        const char letter = kPaletteLetters[i];
        auto* button = new QToolButton(holder);
        button->setCheckable(true);
        button->setAutoRaise(true);
        button->setIconSize(QSize(kPaletteIcon, kPaletteIcon));
        button->setObjectName(QStringLiteral("tool_%1").arg(QLatin1Char(letter)));
        const Piece piece = chess::pieceFromChar(letter);
        const QString colour = chess::colorOf(piece) == Color::White ? tr("White") : tr("Black");
        static const char* const names[] = {nullptr,
                                            QT_TR_NOOP("pawn"),
                                            QT_TR_NOOP("knight"),
                                            QT_TR_NOOP("bishop"),
                                            QT_TR_NOOP("rook"),
                                            QT_TR_NOOP("queen"),
                                            QT_TR_NOOP("king")};
        //: %1 is a colour (White, Black), %2 a piece (king, pawn...)
        button->setToolTip(tr("%1 %2").arg(colour, tr(names[chess::index(chess::typeOf(piece))])));
        button->setAccessibleName(button->toolTip());
        m_tools->addButton(button, int(i));
        grid->addWidget(button, int(i / 6), int(i % 6));
        connect(button, &QToolButton::clicked, this, [this, letter] { m_board->setTool(letter); });
    }
    auto* eraser = new QToolButton(holder);
    eraser->setCheckable(true);
    eraser->setObjectName(QStringLiteral("tool_eraser"));
    //: Tool of the position editor that clears squares
    eraser->setText(tr("Eraser"));
    eraser->setToolTip(tr("Clear squares (a right-click clears one with any tool)"));
    eraser->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
    eraser->setAutoRaise(true);
    eraser->setIconSize(QSize(kPaletteIcon, kPaletteIcon));
    {
        // An empty square struck through: "no piece here".
        const qreal dpr = devicePixelRatioF();
        QPixmap pixmap(QSize(kPaletteIcon, kPaletteIcon) * dpr);
        pixmap.setDevicePixelRatio(dpr);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        const QRectF box(5.5, 5.5, kPaletteIcon - 11, kPaletteIcon - 11);
        painter.setPen(QPen(palette().color(QPalette::WindowText), 1.5));
        painter.drawRoundedRect(box, 3, 3);
        painter.setPen(QPen(QColor(0xc0, 0x30, 0x30), 2.5, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(box.topLeft() + QPointF(4, 4), box.bottomRight() - QPointF(4, 4));
        painter.drawLine(box.topRight() + QPointF(-4, 4), box.bottomLeft() + QPointF(4, -4));
        painter.end();
        eraser->setIcon(QIcon(pixmap));
    }
    m_tools->addButton(eraser, int(kPaletteLetters.size()));
    grid->addWidget(eraser, 0, 6, 2, 1);
    grid->setColumnStretch(7, 1);
    connect(eraser, &QToolButton::clicked, this, [this] { m_board->setTool('.'); });

    auto* hint = new QLabel(tr("Click to place, drag to move, right-click to clear."), holder);
    hint->setEnabled(false);
    grid->addWidget(hint, 2, 0, 1, 8);

    // A white pawn to start with: the piece placed most often.
    toolButton('P')->setChecked(true);
    m_board->setTool('P');
    updatePaletteIcons();
}

void SetupDialog::updatePaletteIcons()
{
    const qreal dpr = devicePixelRatioF();
    for (const char letter : kPaletteLetters) {
        QPixmap pixmap(QSize(kPaletteIcon, kPaletteIcon) * dpr);
        pixmap.fill(Qt::transparent);
        {
            QPainter painter(&pixmap);
            painter.setRenderHint(QPainter::Antialiasing);
            m_pieces->render(painter, letter, QRectF(QPointF(0, 0), QSizeF(pixmap.size())));
        }
        pixmap.setDevicePixelRatio(dpr);
        toolButton(letter)->setIcon(QIcon(pixmap));
    }
}

void SetupDialog::setBoardLook(std::shared_ptr<const PieceSet> pieces, const QColor& light,
                               const QColor& dark, bool flipped)
{
    if (pieces) m_pieces = std::move(pieces);
    m_board->setPieceSet(m_pieces);
    m_board->setSquareColors(light, dark);
    m_board->setFlipped(flipped);
    updatePaletteIcons();
}

QPushButton* SetupDialog::okButton() const
{
    return m_buttons->button(QDialogButtonBox::Ok);
}

QToolButton* SetupDialog::toolButton(char piece) const
{
    if (piece == '.')
        return qobject_cast<QToolButton*>(m_tools->button(int(kPaletteLetters.size())));
    const auto at = kPaletteLetters.find(piece);
    if (at == std::string_view::npos) return nullptr;
    return qobject_cast<QToolButton*>(m_tools->button(int(at)));
}

QCheckBox* SetupDialog::castlingBox(Color color, CastlingSide side) const
{
    return m_castling[chess::index(color)][int(side)];
}

QRadioButton* SetupDialog::sideToMoveButton(Color color) const
{
    return color == Color::White ? m_white : m_black;
}

void SetupDialog::setSetup(const chess::Setup& setup)
{
    m_setup = setup;
    refresh(Source::Controls);
}

chess::Position SetupDialog::position() const
{
    return m_position.value_or(chess::Position());
}

void SetupDialog::fenEdited(const QString& text)
{
    const auto parsed = chess::parseFen(text.trimmed().toStdString());
    // More than a FEN's six fields: an EPD line, its operations going to the EPD field.
    QString epdError;
    if (!parsed && readEpd(text, &epdError)) return;
    // Up to six fields it was meant as a FEN, and the FEN's complaint is the one to show.
    if (text.simplified().count(QLatin1Char(' ')) < 6) epdError.clear();
    if (!parsed) {
        // The rest keeps showing the last readable FEN; only the line is wrong.
        m_position.reset();
        m_problems = {epdError.isEmpty()
                          ? tr("FEN: %1").arg(QString::fromStdString(parsed.error().toString()))
                          : epdError};
        m_status->setText(m_problems.front());
        m_status->setStyleSheet(QStringLiteral("QLabel { color: #b02020; }"));
        okButton()->setEnabled(false);
        updateEpdControls();
        return;
    }
    const chess::Variant variant = m_setup.variant; // the FEN does not say; the box does
    m_setup = *parsed;
    m_setup.variant = variant;
    refresh(Source::Fen);
}

void SetupDialog::turnChanged(Color color)
{
    m_setup.turn = color;
    // The en passant square is behind the pawn that just moved: on the other side's third rank.
    if (m_setup.epSquare != Square::None)
        m_setup.epSquare =
            chess::makeSquare(chess::fileOf(m_setup.epSquare), color == Color::White ? 5 : 2);
    refresh(Source::Controls);
}

void SetupDialog::castlingToggled(Color color, CastlingSide side, bool on)
{
    if (m_updating) return;
    // Drop the right this box stands for (whatever rook holds it), then give it to the
    // outermost rook on that side.
    for (int sq = 0; sq < 64; ++sq) {
        const Square rook = Square(sq);
        if (!(m_setup.castlingRooks & chess::bb(rook))) continue;
        const auto right = chess::castlingRightOf(m_setup, rook);
        if (right && right->color == color && right->side == side)
            m_setup.castlingRooks &= ~chess::bb(rook);
    }
    if (on) m_setup.castlingRooks |= chess::bb(chess::castlingRookFor(m_setup, color, side));
    refresh(Source::Controls);
}

void SetupDialog::refresh(Source source)
{
    m_updating = true;
    m_board->setPieces(placementOf(m_setup));
    m_white->setChecked(m_setup.turn == Color::White);
    m_black->setChecked(m_setup.turn == Color::Black);
    for (auto& side : m_castling)
        for (QCheckBox* box : side) box->setChecked(false);
    for (int sq = 0; sq < 64; ++sq) {
        if (!(m_setup.castlingRooks & chess::bb(Square(sq)))) continue;
        if (const auto right = chess::castlingRightOf(m_setup, Square(sq)))
            m_castling[chess::index(right->color)][int(right->side)]->setChecked(true);
    }
    const int epRank = m_setup.turn == Color::White ? 5 : 2;
    for (int f = 0; f < 8; ++f)
        m_enPassant->setItemText(f + 1, squareText(chess::makeSquare(f, epRank)));
    m_enPassant->setCurrentIndex(
        chess::isValid(m_setup.epSquare) ? chess::fileOf(m_setup.epSquare) + 1 : 0);
    m_halfmove->setValue(m_setup.halfmoveClock);
    m_fullmove->setValue(m_setup.fullmoveNumber);
    m_variant->setCurrentIndex(int(m_setup.variant));
    auto position = chess::Position::fromSetup(m_setup, chess::Validation::Strict);
    if (source != Source::Fen) {
        // A legal variant position's FEN has its pockets and check counters.
        m_fen->setText(QString::fromStdString(position && !position->isStandard()
                                                  ? chess::toFen(*position)
                                                  : chess::setupToFen(m_setup)));
    }
    m_updating = false;

    if (position) {
        m_position = std::move(position).value();
        m_problems.clear();
        QString text = m_setup.turn == Color::White ? tr("A legal position, White to move")
                                                    : tr("A legal position, Black to move");
        if (m_position->isChess960()) text += tr(" (Chess960 castling)");
        if (m_position->isCheck()) text += tr(", in check");
        m_status->setText(text + QLatin1Char('.'));
        m_status->setStyleSheet(QString());
    } else {
        m_position.reset();
        m_problems = describe(m_setup, position.error());
        m_status->setText(m_problems.join(QLatin1Char('\n')));
        m_status->setStyleSheet(QStringLiteral("QLabel { color: #b02020; }"));
    }
    okButton()->setEnabled(m_position.has_value());
    updateEpdControls();
}

void SetupDialog::applyTransform(chess::Transform t)
{
    const auto changed = chess::transform(m_setup, t);
    if (!changed) {
        m_status->setText(
            tr("Cannot do that: %1.").arg(QString::fromStdString(changed.error().message)));
        return;
    }
    setSetup(*changed);
}

void SetupDialog::setChess960Start(int number)
{
    if (const auto start = chess::chess960Start(number)) setSetup(start->toSetup());
}

// ---------------------------------------------------------------------------------------
// EPD

bool SetupDialog::readEpd(const QString& text, QString* error)
{
    const std::string line = text.trimmed().toStdString();
    auto read = chess::parseEpdSetup(line);
    if (!read) {
        if (error) *error = tr("EPD: %1").arg(QString::fromStdString(read.error().toString()));
        return false;
    }
    // The counters become the spin boxes' values; whether they are written again is the
    // Counters box's business, so hmvc and fmvn leave the operations.
    bool counters = false;
    std::vector<chess::EpdOperation> ops;
    for (chess::EpdOperation& op : read->operations) {
        if (op.opcode == "hmvc" || op.opcode == "fmvn")
            counters = true;
        else
            ops.push_back(std::move(op));
    }
    const chess::Variant variant = m_setup.variant; // EPD does not say; the box does
    m_setup = read->setup;
    m_setup.variant = variant;
    m_epdOps->setText(QString::fromStdString(chess::toEpdOperations(ops)));
    m_epdCounters->setChecked(counters);
    refresh(Source::Fen);
    return true;
}

bool SetupDialog::readPosition(const QString& text)
{
    // The first line that reads: a clipboard may hold a whole suite or a FEN with a newline.
    QString firstError;
    for (const QString& raw : text.split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        if (line.isEmpty()) continue;
        if (const auto fen = chess::parseFen(line.toStdString())) {
            const chess::Variant variant = m_setup.variant;
            m_setup = *fen;
            m_setup.variant = variant;
            refresh(Source::Controls);
            return true;
        }
        QString error;
        if (readEpd(line, &error)) {
            m_fen->setText(QString::fromStdString(chess::setupToFen(m_setup)));
            return true;
        }
        if (firstError.isEmpty()) firstError = error;
    }
    m_status->setText(firstError.isEmpty() ? tr("There is no FEN or EPD to read.")
                                           : tr("Not read: %1").arg(firstError));
    m_status->setStyleSheet(QStringLiteral("QLabel { color: #b02020; }"));
    return false;
}

namespace {

// The operations as the user typed them, read against the position: bm, am and pv moves
// checked and written in SAN. An error says what and where (column in the operations field).
Expected<chess::Epd, QString> epdOf(const chess::Position& position, const QString& ops)
{
    const std::string placement = chess::toFenPlacement(position, chess::FenFlavor::XFen);
    auto read = chess::parseEpd(placement + ' ' + ops.toStdString());
    if (!read) {
        const int column = read.error().column - int(placement.size()) - 1;
        return unexpected(SetupDialog::tr("EPD operations, column %1: %2")
                              .arg(std::max(1, column))
                              .arg(QString::fromStdString(read.error().message)));
    }
    chess::Epd epd{position, {}};
    for (const chess::EpdOperation& op : read->operations)
        if (op.opcode != "hmvc" && op.opcode != "fmvn") epd.operations.push_back(op);
    for (const char* opcode : {"bm", "am"}) {
        if (!epd.find(opcode)) continue;
        const auto moves = epd.moves(opcode);
        if (!moves)
            return unexpected(
                SetupDialog::tr("EPD operation %1: %2")
                    .arg(QLatin1String(opcode), QString::fromStdString(moves.error().message)));
        epd.setMoves(opcode, *moves);
    }
    if (epd.find("pv")) {
        const auto line = epd.pv();
        if (!line)
            return unexpected(SetupDialog::tr("EPD operation pv: %1")
                                  .arg(QString::fromStdString(line.error().message)));
        epd.setPv(*line);
    }
    return epd;
}

} // namespace

QString SetupDialog::epdProblem() const
{
    if (!m_position) return tr("The position is not legal, so it cannot be written as EPD.");
    const auto epd = epdOf(*m_position, m_epdOps->text());
    return epd ? QString() : epd.error();
}

QString SetupDialog::epdLine() const
{
    if (!m_position) return {};
    const auto epd = epdOf(*m_position, m_epdOps->text());
    if (!epd) return {};
    return QString::fromStdString(chess::toEpd(*epd, m_epdCounters->isChecked()));
}

void SetupDialog::updateEpdControls()
{
    const QString problem = epdProblem();
    const bool ok = problem.isEmpty();
    m_copyEpd->setEnabled(ok);
    m_saveEpd->setEnabled(ok);
    // The position's own defects are named in the status line already.
    const bool opsWrong = !ok && m_position.has_value();
    m_epdOps->setToolTip(opsWrong ? problem : QString());
    m_epdOps->setStyleSheet(opsWrong ? QStringLiteral("QLineEdit { color: #b02020; }") : QString());
    if (opsWrong) {
        m_status->setText(problem);
        m_status->setStyleSheet(QStringLiteral("QLabel { color: #b02020; }"));
        m_statusShowsEpd = true;
    } else if (m_statusShowsEpd) {
        // The operations read again: the position's own line comes back.
        m_statusShowsEpd = false;
        if (m_position) refresh(Source::Fen);
    }
}

void SetupDialog::copyEpd()
{
    const QString line = epdLine();
    if (line.isEmpty()) return;
    QGuiApplication::clipboard()->setText(line);
    m_status->setText(tr("Copied: %1").arg(line));
    m_status->setStyleSheet(QString());
}

void SetupDialog::pasteEpd()
{
    readPosition(QGuiApplication::clipboard()->text());
}

std::optional<QString> SetupDialog::appendEpdToFile(const QString& path) const
{
    const QString line = epdLine();
    if (line.isEmpty()) return epdProblem();
    QByteArray bytes;
    if (QFile::exists(path)) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return tr("Cannot read %1: %2").arg(path, file.errorString());
        bytes = file.readAll();
        if (!bytes.isEmpty() && !bytes.endsWith('\n'))
            bytes += bytes.contains("\r\n") ? "\r\n" : "\n";
    }
    bytes += line.toUtf8();
    bytes += bytes.contains("\r\n") ? "\r\n" : "\n";
    if (const auto error = io::saveFileAtomically(
            path.toStdString(), std::string_view(bytes.constData(), std::size_t(bytes.size()))))
        return QString::fromStdString(error->message);
    return std::nullopt;
}

void SetupDialog::saveEpd()
{
    // A suite grows a line at a time: an existing file is appended to, not replaced.
    const QString path = QFileDialog::getSaveFileName(this, tr("Append EPD to File"), QString(),
                                                      tr("EPD files (*.epd);;All files (*)"),
                                                      nullptr, QFileDialog::DontConfirmOverwrite);
    if (path.isEmpty()) return;
    if (const auto error = appendEpdToFile(path)) {
        m_status->setText(*error);
        m_status->setStyleSheet(QStringLiteral("QLabel { color: #b02020; }"));
        return;
    }
    m_status->setText(tr("Appended to %1.").arg(path));
    m_status->setStyleSheet(QString());
}

} // namespace kibitz::ui
