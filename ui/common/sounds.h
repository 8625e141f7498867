// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Sounds for a move, a capture, a check and the end of a game, as players know them from
// playing online: short, different enough to tell apart without looking. They are made here
// (synthesised PCM, no sound files to ship) and played through Qt Multimedia when the build
// has it and the machine has an audio output; otherwise play() does nothing.

#include "chess/position.h"

#include <QObject>

#include <memory>

namespace kibitz::ui {

enum class SoundKind { Move, Capture, Check, GameEnd };

// The sound a move makes, played in before: the end of the game (mate, stalemate, a draw by
// insufficient material) over a check, a check over a capture, a capture over a plain move.
SoundKind soundFor(const chess::Position& before, chess::Move move);

// 16-bit mono little-endian PCM at SampleRate, what play() sends to the audio output.
QByteArray synthesize(SoundKind kind);

class SoundPlayer : public QObject {
    Q_OBJECT

public:
    static constexpr int SampleRate = 22050;

    explicit SoundPlayer(QObject* parent = nullptr);
    ~SoundPlayer() override;

    void setEnabled(bool on) { m_enabled = on; }
    [[nodiscard]] bool isEnabled() const { return m_enabled; }
    void play(SoundKind kind);

signals:
    // A sound was played (while enabled), whether or not an audio output could make it heard.
    void played(kibitz::ui::SoundKind kind);

private:
    struct Output;
    std::unique_ptr<Output> m_output;
    bool m_enabled = true;
};

} // namespace kibitz::ui
