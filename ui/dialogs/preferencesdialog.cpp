// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/preferencesdialog.h"

#include "board/boardview.h"
#include "common/language.h"
#include "diagram/pieceset.h"
#include "notation/newmovedialog.h"

#include <QCheckBox>
#include <QColorDialog>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace kibitz::ui {

namespace {

// The item data of the piece set list: a folder, empty for the built-in set, or this marker
// for the item that asks for a folder.
const auto kOtherFolder = QStringLiteral("\x01other");

QIcon swatch(const QColor& colour)
{
    QPixmap pixmap(28, 16);
    pixmap.fill(colour);
    QPainter painter(&pixmap);
    painter.setPen(QColor(0, 0, 0, 90));
    painter.drawRect(pixmap.rect().adjusted(0, 0, -1, -1));
    return QIcon(pixmap);
}

QIcon themeIcon(const QColor& light, const QColor& dark)
{
    QPixmap pixmap(32, 16);
    QPainter painter(&pixmap);
    for (int i = 0; i < 4; ++i) {
        painter.fillRect(i * 8, 0, 8, 8, i % 2 ? dark : light);
        painter.fillRect(i * 8, 8, 8, 8, i % 2 ? light : dark);
    }
    return QIcon(pixmap);
}

} // namespace

PreferencesDialog::PreferencesDialog(const BoardAppearance& appearance, QWidget* parent)
    : QDialog(parent)
    , m_appearance(appearance)
    , m_languageBox(new QComboBox(this))
    , m_set(PieceSet::builtIn())
    , m_pieceBox(new QComboBox(this))
    , m_pieceError(new QLabel(this))
    , m_themeBox(new QComboBox(this))
    , m_lightButton(new QPushButton(tr("&Light squares…"), this))
    , m_darkButton(new QPushButton(tr("&Dark squares…"), this))
    , m_coordinates(new QCheckBox(tr("Show c&oordinates"), this))
    , m_largePieces(new QCheckBox(tr("Lar&ge pieces"), this))
    //: Sounds for a move, a capture, a check and the end of a game.
    , m_sounds(new QCheckBox(tr("Play &sounds"), this))
    , m_newMoveBox(new QComboBox(this))
    , m_preview(new BoardView(this))
{
    setWindowTitle(tr("Preferences"));

    // The saved folder may have gone since: then the built-in set, and say so.
    if (!m_appearance.pieceFolder.isEmpty()) {
        auto loaded = PieceSet::fromFolder(m_appearance.pieceFolder);
        if (loaded) {
            m_set = *loaded;
        } else {
            m_pieceError->setText(loaded.error());
            m_appearance.pieceFolder.clear();
        }
    }

    auto* languageGroup = new QGroupBox(tr("Language"), this);
    auto* languageForm = new QFormLayout(languageGroup);
    m_languageBox->setObjectName(QStringLiteral("language"));
    for (const LanguageChoice& choice : languageChoices())
        m_languageBox->addItem(choice.name, choice.code);
    m_languageBox->setCurrentIndex(std::max(0, m_languageBox->findData(languageSetting())));
    languageForm->addRow(tr("L&anguage:"), m_languageBox);
    auto* restartNote = new QLabel(tr("A new language is used from the next start of Kibitz."));
    restartNote->setWordWrap(true);
    languageForm->addRow(QString(), restartNote);

    //: Preferences: the colours of the window (not the board's)
    auto* windowGroup = new QGroupBox(tr("Window"), this);
    auto* windowForm = new QFormLayout(windowGroup);
    m_colorThemeBox = new QComboBox(this);
    m_colorThemeBox->setObjectName(QStringLiteral("colorTheme"));
    //: Preferences > Window > Colours: light or dark as the desktop is
    m_colorThemeBox->addItem(tr("As the desktop"), int(ColorTheme::Desktop));
    m_colorThemeBox->addItem(tr("Light"), int(ColorTheme::Light));
    m_colorThemeBox->addItem(tr("Dark"), int(ColorTheme::Dark));
    m_colorThemeBox->setCurrentIndex(m_colorThemeBox->findData(int(colorThemeSetting())));
    windowForm->addRow(tr("Th&eme:"), m_colorThemeBox);

    auto* boardBox = new QGroupBox(tr("Board"), this);
    auto* form = new QFormLayout(boardBox);
    m_pieceBox->setObjectName(QStringLiteral("pieceSet"));
    fillPieceBox();
    form->addRow(tr("&Pieces:"), m_pieceBox);
    m_pieceError->setWordWrap(true);
    m_pieceError->setTextFormat(Qt::PlainText);
    m_pieceError->setStyleSheet(QStringLiteral("QLabel { color: #b02020; }"));
    form->addRow(QString(), m_pieceError);

    m_themeBox->setObjectName(QStringLiteral("theme"));
    for (const BoardTheme& theme : boardThemes())
        m_themeBox->addItem(themeIcon(theme.light, theme.dark), theme.name, theme.id);
    m_themeBox->addItem(tr("Custom"), QLatin1String(BoardAppearance::kCustomTheme));
    form->addRow(tr("&Colours:"), m_themeBox);
    auto* colourRow = new QHBoxLayout;
    colourRow->addWidget(m_lightButton);
    colourRow->addWidget(m_darkButton);
    colourRow->addStretch(1);
    form->addRow(QString(), colourRow);
    form->addRow(QString(), m_coordinates);
    form->addRow(QString(), m_largePieces);
    form->addRow(QString(), m_sounds);

    m_preview->setPieces([] {
        BoardView::Placement p{};
        const char* start = "RNBQKBNRPPPPPPPP"
                            "................................"
                            "pppppppprnbqkbnr";
        for (int i = 0; i < 64; ++i) p[std::size_t(i)] = start[i];
        return p;
    }());
    m_preview->setMinimumSize(280, 280);
    m_preview->setFocusPolicy(Qt::NoFocus);

    // The choices at the top, the preview as large as the dialog allows.
    auto* choices = new QVBoxLayout;
    choices->addWidget(languageGroup);
    choices->addWidget(windowGroup);
    choices->addWidget(boardBox);
    // A move entered where the game goes on with another: ChessBase's choice, asked or fixed.
    auto* movesBox = new QGroupBox(tr("Moves"), this);
    auto* movesForm = new QFormLayout(movesBox);
    m_newMoveBox->setObjectName(QStringLiteral("newMoveChoice"));
    m_newMoveBox->addItem(tr("Ask each time"));
    for (const auto choice :
         {model::GameDocument::NewMove::Variation, model::GameDocument::NewMove::MainLine,
          model::GameDocument::NewMove::Overwrite, model::GameDocument::NewMove::Insert})
        m_newMoveBox->addItem(QString(newMoveChoiceText(choice)).remove(QLatin1Char('&')),
                              int(choice));
    if (const auto saved = savedNewMoveChoice())
        m_newMoveBox->setCurrentIndex(m_newMoveBox->findData(int(*saved)));
    //: Where a move goes when the game already goes on with another move there
    movesForm->addRow(tr("A &move beside another:"), m_newMoveBox);
    connect(this, &QDialog::accepted, this, [this] {
        const QVariant data = m_newMoveBox->currentData();
        saveNewMoveChoice(data.isValid() ? std::optional(model::GameDocument::NewMove(data.toInt()))
                                         : std::nullopt);
    });
    choices->addWidget(movesBox);
    choices->addStretch(1);
    auto* columns = new QHBoxLayout;
    columns->addLayout(choices);
    columns->addWidget(m_preview, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addWidget(buttons);

    connect(m_pieceBox, &QComboBox::activated, this, &PreferencesDialog::pieceBoxActivated);
    connect(m_themeBox, &QComboBox::activated, this,
            [this](int index) { chooseTheme(m_themeBox->itemData(index).toString()); });
    connect(m_lightButton, &QPushButton::clicked, this, [this] { pickColor(true); });
    connect(m_darkButton, &QPushButton::clicked, this, [this] { pickColor(false); });
    connect(m_coordinates, &QCheckBox::toggled, this, [this](bool on) {
        m_appearance.coordinates = on;
        showAppearance();
    });
    connect(m_largePieces, &QCheckBox::toggled, this, [this](bool on) {
        m_appearance.largePieces = on;
        showAppearance();
    });
    connect(m_sounds, &QCheckBox::toggled, this, [this](bool on) { m_appearance.sounds = on; });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    showAppearance();
    resize(820, 480);
}

PreferencesDialog::~PreferencesDialog() = default;

ColorTheme PreferencesDialog::colorTheme() const
{
    return ColorTheme(m_colorThemeBox->currentData().toInt());
}

QString PreferencesDialog::language() const
{
    return m_languageBox->currentData().toString();
}

QString PreferencesDialog::pieceSetError() const
{
    return m_pieceError->text();
}

void PreferencesDialog::fillPieceBox()
{
    m_pieceBox->clear();
    m_pieceBox->addItem(tr("Kibitz (built in)"), QString());
    QStringList folders = PieceSet::systemFolders();
    if (!m_appearance.pieceFolder.isEmpty() && !folders.contains(m_appearance.pieceFolder))
        folders << m_appearance.pieceFolder;
    for (const QString& folder : folders) {
        const bool xboard = folder.contains(QStringLiteral("/xboard/"));
        const QString name = xboard ? tr("XBoard") : QDir(folder).dirName();
        m_pieceBox->addItem(tr("%1 (%2)").arg(name, QDir::toNativeSeparators(folder)), folder);
    }
    m_pieceBox->addItem(tr("Other folder…"), kOtherFolder);
    m_pieceBox->setCurrentIndex(std::max(0, m_pieceBox->findData(m_appearance.pieceFolder)));
}

void PreferencesDialog::pieceBoxActivated(int index)
{
    const QString data = m_pieceBox->itemData(index).toString();
    if (data == kOtherFolder) {
        const QString folder = QFileDialog::getExistingDirectory(this, tr("Folder of SVG Pieces"),
                                                                 m_appearance.pieceFolder);
        if (folder.isEmpty() || !choosePieceFolder(folder)) fillPieceBox(); // back to the old
        return;
    }
    if (!choosePieceFolder(data)) fillPieceBox();
}

bool PreferencesDialog::choosePieceFolder(const QString& folder)
{
    if (folder.isEmpty()) {
        m_set = PieceSet::builtIn();
    } else {
        auto loaded = PieceSet::fromFolder(folder);
        if (!loaded) {
            m_pieceError->setText(loaded.error());
            m_pieceError->show();
            return false;
        }
        m_set = *loaded;
    }
    m_appearance.pieceFolder = m_set->folder();
    m_pieceError->clear();
    fillPieceBox();
    showAppearance();
    return true;
}

void PreferencesDialog::chooseTheme(const QString& themeId)
{
    if (themeId == QLatin1String(BoardAppearance::kCustomTheme))
        m_appearance.themeId = themeId; // the colours stay, to be changed one at a time
    else
        m_appearance.selectTheme(themeId);
    showAppearance();
}

void PreferencesDialog::chooseCustomColors(const QColor& light, const QColor& dark)
{
    m_appearance.themeId = QLatin1String(BoardAppearance::kCustomTheme);
    if (light.isValid()) m_appearance.light = light;
    if (dark.isValid()) m_appearance.dark = dark;
    showAppearance();
}

void PreferencesDialog::pickColor(bool light)
{
    const QColor current = light ? m_appearance.light : m_appearance.dark;
    const QColor chosen =
        QColorDialog::getColor(current, this, light ? tr("Light Squares") : tr("Dark Squares"));
    if (!chosen.isValid()) return;
    chooseCustomColors(light ? chosen : QColor(), light ? QColor() : chosen);
}

void PreferencesDialog::showAppearance()
{
    m_themeBox->setCurrentIndex(std::max(0, m_themeBox->findData(m_appearance.themeId)));
    m_themeBox->setItemIcon(m_themeBox->count() - 1,
                            themeIcon(m_appearance.light, m_appearance.dark));
    m_lightButton->setIcon(swatch(m_appearance.light));
    m_darkButton->setIcon(swatch(m_appearance.dark));
    {
        const QSignalBlocker quiet(m_coordinates);
        m_coordinates->setChecked(m_appearance.coordinates);
        const QSignalBlocker quietToo(m_largePieces);
        m_largePieces->setChecked(m_appearance.largePieces);
        const QSignalBlocker quietSounds(m_sounds);
        m_sounds->setChecked(m_appearance.sounds);
    }
    m_pieceError->setVisible(!m_pieceError->text().isEmpty());
    m_preview->setPieceSet(m_set);
    m_preview->setSquareColors(m_appearance.light, m_appearance.dark);
    m_preview->setShowCoordinates(m_appearance.coordinates);
    m_preview->setLargePieces(m_appearance.largePieces);
}

} // namespace kibitz::ui
