"""The package's minimum OS versions (Package.swift's `platforms`), for the availability tools."""
import re

MINIMUMS = {"iOS": (17, 0), "macOS": (14, 0), "tvOS": (17, 0), "watchOS": (10, 0),
            "visionOS": (1, 0)}
PLATFORMS = tuple(MINIMUMS)


def newer_than_minimums(text):
    """The `Platform major` versions in availability text that are newer than the minimums."""
    return [f"{platform} {major}"
            for platform, major in re.findall(r"\b(iOS|macOS|tvOS|watchOS|visionOS) (\d+)", text)
            if int(major) > MINIMUMS[platform][0]]
