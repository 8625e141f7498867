// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/utf8question.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

namespace kibitz::ui {

Utf8Answer askToConvertToUtf8(QWidget* parent, const QString& title, const QString& why,
                              const QString& fileName, bool offerElsewhere)
{
    const QString question =
        offerElsewhere
            ? QCoreApplication::translate(
                "Utf8Question",
                "Save this game to a new file and leave %1 as it is, or convert the whole "
                "file to UTF-8? Programs that read it as Latin-1 would then show its accented "
                "letters wrongly.")
            : QCoreApplication::translate(
                "Utf8Question",
                "Convert the whole file %1 to UTF-8? Programs that read it as Latin-1 would "
                "then show its accented letters wrongly. Cancel leaves the file as it is.");
    QMessageBox box(QMessageBox::Question, title,
                    why + QStringLiteral("\n\n") + question.arg(fileName), QMessageBox::Cancel,
                    parent);
    QPushButton* elsewhere =
        offerElsewhere ? box.addButton(QCoreApplication::translate("Utf8Question", "Save Game As…"),
                                       QMessageBox::AcceptRole)
                       : nullptr;
    QPushButton* convert =
        box.addButton(QCoreApplication::translate("Utf8Question", "Convert File to UTF-8"),
                      QMessageBox::DestructiveRole);
    if (elsewhere)
        box.setDefaultButton(elsewhere);
    else
        box.setDefaultButton(QMessageBox::Cancel);
    box.setEscapeButton(QMessageBox::Cancel);
    box.exec();
    if (elsewhere && box.clickedButton() == elsewhere) return Utf8Answer::SaveElsewhere;
    if (box.clickedButton() == convert) return Utf8Answer::Convert;
    return Utf8Answer::Cancel;
}

} // namespace kibitz::ui
