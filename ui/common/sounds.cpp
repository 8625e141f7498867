// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/sounds.h"

#include "chess/status.h"

#include <QBuffer>
#include <QtEndian>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numbers>
#include <vector>

#ifdef KIBITZ_HAVE_MULTIMEDIA
#include <QAudioFormat>
#include <QAudioSink>
#include <QMediaDevices>
#endif

namespace kibitz::ui {

SoundKind soundFor(const chess::Position& before, chess::Move move)
{
    const chess::Position after = before.after(move);
    // Fivefold repetition and the 75-move rule need the game's history; a sound need not.
    if (chess::gameStatus(after).isOver()) return SoundKind::GameEnd;
    if (after.isCheck()) return SoundKind::Check;
    if (before.isCapture(move)) return SoundKind::Capture;
    return SoundKind::Move;
}

namespace {

// One tone: a sine at frequency with a little of its octave (a wooden rather than an
// electronic sound), a 3 ms attack and an exponential decay.
void addTone(std::vector<double>& out, double startSeconds, double seconds, double frequency,
             double amplitude, double decay)
{
    const int rate = SoundPlayer::SampleRate;
    const auto first = std::size_t(startSeconds * rate);
    const auto count = std::size_t(seconds * rate);
    if (out.size() < first + count) out.resize(first + count, 0.0);
    for (std::size_t i = 0; i < count; ++i) {
        const double t = double(i) / rate;
        const double attack = std::min(1.0, t / 0.003);
        const double envelope = attack * std::exp(-decay * t);
        const double phase = 2 * std::numbers::pi * frequency * t;
        out[first + i] += amplitude * envelope * (std::sin(phase) + 0.3 * std::sin(2 * phase));
    }
}

// A short burst of noise, the knock of a piece set down.
void addKnock(std::vector<double>& out, double seconds, double amplitude)
{
    const int rate = SoundPlayer::SampleRate;
    const auto count = std::size_t(seconds * rate);
    if (out.size() < count) out.resize(count, 0.0);
    std::uint32_t state = 0x2545F491u; // fixed: the same sound every time
    double previous = 0;
    for (std::size_t i = 0; i < count; ++i) {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        const double white = double(state) / 4294967295.0 * 2 - 1;
        previous = 0.6 * previous + 0.4 * white; // low-passed: a thud, not a hiss
        out[i] += amplitude * previous * std::exp(-60.0 * double(i) / rate);
    }
}

} // namespace

QByteArray synthesize(SoundKind kind)
{
    std::vector<double> wave;
    switch (kind) {
    case SoundKind::Move:
        addKnock(wave, 0.06, 0.7);
        addTone(wave, 0, 0.06, 520, 0.25, 70);
        break;
    case SoundKind::Capture:
        addKnock(wave, 0.12, 0.9);
        addTone(wave, 0, 0.12, 260, 0.35, 35);
        break;
    case SoundKind::Check:
        addTone(wave, 0, 0.09, 660, 0.3, 25);
        addTone(wave, 0.09, 0.12, 880, 0.3, 20);
        break;
    case SoundKind::GameEnd:
        // A rising major triad, held a little.
        addTone(wave, 0, 0.5, 392, 0.22, 5);
        addTone(wave, 0.1, 0.4, 494, 0.22, 6);
        addTone(wave, 0.2, 0.3, 587, 0.22, 7);
        break;
    }
    QByteArray pcm(qsizetype(wave.size() * 2), Qt::Uninitialized);
    for (std::size_t i = 0; i < wave.size(); ++i) {
        const double v = std::clamp(wave[i], -1.0, 1.0);
        qToLittleEndian(std::int16_t(std::lround(v * 26000)), pcm.data() + 2 * i);
    }
    return pcm;
}

struct SoundPlayer::Output {
#ifdef KIBITZ_HAVE_MULTIMEDIA
    QAudioSink* sink = nullptr;
    QBuffer buffer;
    QByteArray data;
#endif
};

SoundPlayer::SoundPlayer(QObject* parent)
    : QObject(parent)
    , m_output(std::make_unique<Output>())
{}

SoundPlayer::~SoundPlayer() = default;

void SoundPlayer::play(SoundKind kind)
{
    if (!m_enabled) return;
    emit played(kind);
#ifdef KIBITZ_HAVE_MULTIMEDIA
    const QAudioDevice device = QMediaDevices::defaultAudioOutput();
    if (device.isNull()) return; // no audio output: silence, not an error
    QAudioFormat format;
    format.setSampleRate(SampleRate);
    format.setChannelCount(1);
    format.setSampleFormat(QAudioFormat::Int16);
    if (!device.isFormatSupported(format)) return;
    Output& o = *m_output;
    if (o.sink) {
        o.sink->stop(); // a new sound cuts the last one short, as on a real board
        delete o.sink;
    }
    o.buffer.close();
    o.data = synthesize(kind);
    o.buffer.setData(o.data);
    o.buffer.open(QIODevice::ReadOnly);
    o.sink = new QAudioSink(device, format, this);
    o.sink->start(&o.buffer);
#endif
}

} // namespace kibitz::ui
