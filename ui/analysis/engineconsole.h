// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The engine console: the raw dialogue with the engine in both directions ("> " what Kibitz
// sent, "< " what the engine said; the engines playing a game are named on each of their lines),
// and a field to type a command to the engine by hand.
// It keeps the last maximumLines() lines; lines arrive in bursts (10,000 a second from a
// flooding engine) and are shown in batches about ten times a second.

#include <QStringList>
#include <QTimer>
#include <QWidget>

class QLineEdit;
class QPlainTextEdit;

namespace kibitz::ui {

class EngineConsole : public QWidget {
    Q_OBJECT

public:
    explicit EngineConsole(QWidget* parent = nullptr);

    void setMaximumLines(int lines);
    [[nodiscard]] int maximumLines() const { return m_maxLines; }
    // What the console shows (after the pending batch, which flush() shows at once).
    [[nodiscard]] QString text() const;
    [[nodiscard]] int lineCount() const;
    [[nodiscard]] QLineEdit* input() const { return m_input; }

public slots:
    // A line of the analysis engine's dialogue.
    void appendLine(const QString& text, bool toEngine);
    // A line of another engine's (a game's player), marked with its name: "< [Stockfish] …".
    void appendFrom(const QString& engine, const QString& text, bool toEngine);
    void flush();
    void clear();

signals:
    // The user typed a command and pressed Enter.
    void commandEntered(const QString& text);

private:
    QPlainTextEdit* m_view;
    QLineEdit* m_input;
    QStringList m_pending;
    QTimer m_flush;
    int m_maxLines = 5000;
};

} // namespace kibitz::ui
