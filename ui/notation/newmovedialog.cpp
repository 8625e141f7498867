// SPDX-License-Identifier: GPL-3.0-or-later
#include "notation/newmovedialog.h"

#include "base/enumtext.h"
#include "common/placebeside.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QRect>
#include <QSettings>
#include <QVBoxLayout>

namespace kibitz::ui {

namespace {

using NewMove = model::GameDocument::NewMove;

const auto kSetting = QStringLiteral("notation/newMove");
// The choices in the dialog's order, with the setting's words (not translated).
constexpr auto kChoices = std::to_array<EnumText<NewMove>>({
    {NewMove::Variation, "variation"},
    {NewMove::MainLine, "mainline"},
    {NewMove::Overwrite, "overwrite"},
    {NewMove::Insert, "insert"},
});

QString key(NewMove choice)
{
    return QString::fromLatin1(textOf(kChoices, choice));
}

} // namespace

std::optional<NewMove> savedNewMoveChoice()
{
    const QByteArray saved = QSettings().value(kSetting).toString().toUtf8();
    return valueOf(kChoices, std::string_view(saved.constData(), std::size_t(saved.size())));
}

void saveNewMoveChoice(std::optional<NewMove> choice)
{
    if (choice)
        QSettings().setValue(kSetting, key(*choice));
    else
        QSettings().remove(kSetting);
}

QString newMoveChoiceText(NewMove choice)
{
    switch (choice) {
    case NewMove::Variation:
        return NewMoveDialog::tr("New &Variation");
    case NewMove::MainLine:
        return NewMoveDialog::tr("New &Main Line");
    case NewMove::Overwrite:
        return NewMoveDialog::tr("&Overwrite");
    case NewMove::Insert:
        return NewMoveDialog::tr("&Insert");
    }
    return {};
}

NewMoveDialog::NewMoveDialog(const QString& move, const QString& continuation, QWidget* parent)
    : QDialog(parent)
    , m_always(new QCheckBox(tr("&Always do this (Edit > Preferences asks again)"), this))
{
    setObjectName(QStringLiteral("newMoveDialog"));
    //: Title of the question where a move entered goes, when the game goes on with another
    setWindowTitle(tr("New Move"));
    auto* question = new QLabel(
        tr("The game goes on with %1 here. Where does %2 go?").arg(continuation, move), this);
    question->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(question);
    static_assert(kChoices.size() == std::tuple_size_v<decltype(m_buttons)>,
                  "a button for each choice");
    const std::array<QString, kChoices.size()> tips{
        tr("%1 becomes a variation; the game goes on with %2").arg(move, continuation),
        tr("%1 becomes the main line; %2 and what follows it a variation").arg(move, continuation),
        tr("%1 replaces %2 and everything after it").arg(move, continuation),
        tr("%1 replaces %2; the moves after it are kept as far as they stay legal")
            .arg(move, continuation)};
    for (std::size_t i = 0; i < kChoices.size(); ++i) {
        const NewMove choice = kChoices[i].value;
        auto* button = new QPushButton(newMoveChoiceText(choice), this);
        button->setObjectName(key(choice));
        button->setToolTip(tips[i]);
        button->setAutoDefault(false);
        connect(button, &QPushButton::clicked, this, [this, choice] {
            m_choice = choice;
            accept();
        });
        layout->addWidget(button);
        m_buttons[i] = button;
    }
    // Enter keeps the game as it was, with the move beside it: nothing is lost by a key.
    m_buttons[0]->setDefault(true);
    layout->addWidget(m_always);
    auto* cancel = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    connect(cancel, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(cancel);
}

QPushButton* NewMoveDialog::button(NewMove choice) const
{
    for (std::size_t i = 0; i < kChoices.size(); ++i)
        if (kChoices[i].value == choice) return m_buttons[i];
    return nullptr;
}

std::optional<NewMove> NewMoveDialog::choose(QWidget* parent, const QString& move,
                                             const QString& continuation, const QRect& board)
{
    if (const auto saved = savedNewMoveChoice()) return saved;
    NewMoveDialog dialog(move, continuation, parent);
    if (board.isValid()) placeBeside(dialog, board);
    if (dialog.exec() != QDialog::Accepted) return std::nullopt;
    if (dialog.alwaysBox()->isChecked()) saveNewMoveChoice(dialog.choice());
    return dialog.choice();
}

} // namespace kibitz::ui
