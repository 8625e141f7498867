// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pgn/game.h"

#include <QDialog>
#include <QHash>
#include <QString>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace kibitz::ui {

// Edits a game's tag pairs: the usual ones in a form (Event, Site, Date, Round, White,
// Black, Result, WhiteElo, BlackElo, ECO, TimeControl) and any other tag in a table where
// tags are added, renamed and removed. Every value is checked as it is typed against the
// PGN standard's form for its tag; the problems are listed by tag name and OK stays
// disabled while there is one. The dialog only reads and returns headers: the caller hands
// headers() to GameDocument::setHeaders, one undoable command.
//
// SetUp, FEN and Variant describe the game's start position, which this dialog does not
// edit: they are not shown and come back unchanged.
class HeaderDialog : public QDialog {
    Q_OBJECT

public:
    explicit HeaderDialog(const pgn::Headers& headers, QWidget* parent = nullptr);

    // The edited tags: the Seven Tag Roster first, then the other tags in their old order,
    // then new ones. An empty roster field stands for the roster's "unknown" default; an
    // empty optional field (Elo, ECO, TimeControl) removes the tag.
    [[nodiscard]] pgn::Headers headers() const;

    // What is wrong, one line per problem naming the tag ("Date: …"); empty when all is well.
    [[nodiscard]] QStringList problems() const { return m_problems; }

    // What is wrong with value as the value of tag name, or an empty string. Tags the PGN
    // standard gives no form (Event, White, custom tags) only refuse line breaks.
    [[nodiscard]] static QString checkValue(const QString& name, const QString& value);
    // What is wrong with a tag name (PGN standard 8.1.1: letters, digits and underscores,
    // starting with a letter or digit), or an empty string.
    [[nodiscard]] static QString checkName(const QString& name);

    // For tests: the field editing a form tag (nullptr for other tags), the custom tag table.
    [[nodiscard]] QLineEdit* field(const QString& tag) const { return m_fields.value(tag); }
    [[nodiscard]] QTableWidget* customTable() const { return m_custom; }
    [[nodiscard]] QPushButton* okButton() const;
    // The White and Black fields complete from these names (a database's players).
    void setPlayerNames(const QStringList& names);
    // Adds a custom tag row and starts editing its name.
    void addCustomTag(const QString& name = {}, const QString& value = {});
    void removeSelectedCustomTags();

private:
    void validate();

    pgn::Headers m_original;
    QHash<QString, QLineEdit*> m_fields;
    QComboBox* m_result;
    QTableWidget* m_custom;
    QPushButton* m_removeButton;
    QLabel* m_problemLabel;
    QDialogButtonBox* m_buttons;
    QStringList m_problems;
};

} // namespace kibitz::ui
